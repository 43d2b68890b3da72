/** An error with an HTTP status and a message meant for the user; anything else is a fault (500). */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '请求未授权') => new AppError(401, msg);
export const forbidden = (msg = '缺失权限,请联系管理员授权') => new AppError(403, msg);
export const notFound = (msg = '数据不存在') => new AppError(404, msg);
export const conflict = (msg = '数据已被他人修改,请刷新后重试') => new AppError(409, msg);
export const tooMany = (msg: string) => new AppError(429, msg);
