import { codeGen, datasource } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';
import { downloadFile } from '../../crud/excel/transfer';

export interface TestAnswer {
  ok: boolean;
  outcome: string;
  message: string;
  version?: string;
}

/** 研发工具's own calls beside the standard ones. */
export const developApi = {
  /** 测试连接 of the form's values (the mask or nothing as the password keeps the saved source's). */
  test: (values: Row) => http.post<TestAnswer>(`/api${datasource.api}/test`, values),
  copy: (id: string) => http.post<Row>(`/api${codeGen.api}/copy`, undefined, { params: { id } }),
  /** The zip of the settings' code, saved as the server names it. */
  gen: (ids: string[]) => downloadFile(`/api${codeGen.api}/gen-code`, { ids: ids.join(',') }, 'code.zip'),
};
