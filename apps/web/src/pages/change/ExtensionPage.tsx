import { extensionFamily } from '@flp/shared/resources';
import { ChangeScreen } from './ChangeScreen';
import { ExtensionCard } from './ExtensionCard';

/**
 * 展期: the 展期试算 card above the extensions (ChangeScreen); 查看 adds the record's pricing (its new schedule) and
 * what it changes on the IOU. The server prices every save, so a record is started from the card, never added here.
 */
export default function ExtensionPage() {
  return <ChangeScreen family={extensionFamily} card={<ExtensionCard />} />;
}
