import { client } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 应用管理 (OAuth clients; platform tenant only). */
export default function ClientPage() {
  return <ResourcePage def={client} />;
}
