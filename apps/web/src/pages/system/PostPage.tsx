import { post } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 岗位管理. */
export default function PostPage() {
  return <ResourcePage def={post} />;
}
