// The RuoYi envelope, built in one place so every route answers the same shapes.
import type { ApiResult, PageResult } from '../../src/contract/types.ts';

export const MSG_OK = '操作成功';
export const MSG_QUERY_OK = '查询成功';
export const MSG_NOT_SIGNED_IN = '登录状态已过期';

/** A business failure: HTTP 200 (unless httpStatus says otherwise) with {code, msg}. */
export class BizError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(
    message: string,
    code: number = 500,
    httpStatus: number = 200,
  ) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
    this.name = 'BizError';
  }
}

export function fail(msg: string, code = 500): never {
  throw new BizError(msg, code);
}

export function forbidden(msg = '无权访问该资源'): never {
  throw new BizError(msg, 403);
}

export function ok<T>(data?: T, msg = MSG_OK): ApiResult<T> {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

export function page<T, E extends object = object>(rows: T[], total: number, extra?: E): PageResult<T> & E {
  return { code: 200, msg: MSG_QUERY_OK, rows, total, ...(extra as E) };
}

/** Slice an in-memory list into one page answer. */
export function pageSlice<T>(all: readonly T[], p: { start: number; pageSize: number }): PageResult<T> {
  return page(all.slice(p.start, p.start + p.pageSize), all.length);
}
