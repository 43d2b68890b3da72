import { guarantee, mortgage, pledge, subjectMatter } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 租赁物: every project's leased items (also edited inside the project's form). */
export function SubjectPage() {
  return <ResourcePage def={subjectMatter} />;
}

/** 保证担保. */
export function GuaranteePage() {
  return <ResourcePage def={guarantee} />;
}

/** 抵押物. */
export function MortgagePage() {
  return <ResourcePage def={mortgage} />;
}

/** 质押物. */
export function PledgePage() {
  return <ResourcePage def={pledge} />;
}
