import { contractModel } from '@flp/shared/resources';
import { http } from '../../api/http';

/** One group of the placeholder reference (GET …/contractmodel/placeholders). */
export interface PlaceholderGroupWire {
  key: string;
  loop: boolean;
  label: string;
  labelEn: string;
  open: string | null;
  close: string | null;
  fields: { name: string; tag: string; label: string; labelEn: string }[];
}

/** The contract area's calls beyond the standard ones (apps/server/src/modules/contract-model). */
export const contractApi = {
  placeholders: () => http.get<PlaceholderGroupWire[]>(`/api${contractModel.api}/placeholders`),
};
