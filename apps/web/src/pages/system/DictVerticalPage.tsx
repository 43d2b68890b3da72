import { DictScreen } from './DictPage';

/** /dict-vertical/index: dictionaries above, their items below. */
export default function DictVerticalPage() {
  return <DictScreen layout="vertical" />;
}
