/** The envelope of API-CONVENTIONS.md: every answer but the token endpoint's. */
export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const OK_MSG = '操作成功';

export function ok<T>(data: T, msg = OK_MSG): Envelope<T> {
  return { code: 200, success: true, data, msg };
}

export function fail(code: number, msg: string): Envelope<Record<string, never>> {
  return { code, success: false, data: {}, msg };
}

/** JSON schema of the envelope for OpenAPI, wrapping the payload's schema. */
export function envelopeSchema(data: object = {}) {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      success: { type: 'boolean' },
      data,
      msg: { type: 'string' },
    },
  };
}
