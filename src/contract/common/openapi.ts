// The OpenAPI 3.1 document of the contract, built from the endpoint table (endpoints.ts, every domain's entries). One function, used by
// `npm run contract` (docs/api/openapi.json, docs/api.md) and served by the mock at GET /__mock/openapi.json.
// The JSON Schemas come from zod 4's z.toJSONSchema (draft 2020-12, the dialect of OpenAPI 3.1), io 'input':
// a request schema describes what a client may send (before the mock's coercions: "12" for 12 in a query),
// an answer schema what a backend answers; zod's preprocess/transform steps have no JSON Schema and are left out.
import { z } from 'zod';
import { NAMED_ANSWERS } from './answers.ts';
import type { Endpoint } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';

export type JsonSchema = { [key: string]: unknown };

/** One zod schema → JSON Schema (draft 2020-12), without the `$schema` line (OpenAPI 3.1's dialect is the default). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input', unrepresentable: 'any', target: 'draft-2020-12',
    // `.meta({ wire: 'json-string' })`: the live client sends the list as its JSON text (the mock takes both).
    override: ({ jsonSchema }) => {
      const j = jsonSchema as JsonSchema;
      if (j.wire !== 'json-string') return;
      const { wire: _wire, description, ...list } = j;
      for (const k of Object.keys(j)) delete j[k];
      Object.assign(j, { description, anyOf: [{ type: 'string', contentMediaType: 'application/json' }, list] });
    },
  });
  return rest as JsonSchema;
}

/** `{id}`, `{orderId}`: a record's id, a positive integer; other path parameters (a file name) are text. */
function pathParamSchema(name: string): JsonSchema {
  return name === 'id' || /Id$/.test(name) ? { type: 'integer', minimum: 1 } : { type: 'string' };
}

/** `/web/notice/:id` → `/web/notice/{id}`; `/profile/img/*` → `/profile/img/{path}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
}

export function pathParams(path: string): string[] {
  return [...openApiPath(path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/**
 * The named answer schemas as components, and a function that puts `$ref`s where an operation (or another
 * component) repeats one of them whole (a `description` beside the reference is kept, as 3.1 allows).
 */
function components(named: Record<string, z.ZodType>): { schemas: Record<string, JsonSchema>; share: (node: unknown, self?: string) => unknown } {
  const schemas = Object.fromEntries(Object.entries(named).map(([name, schema]) => [name, successCode(jsonSchemaOf(schema))]));
  const byText = new Map(Object.entries(schemas).map(([name, json]) => [JSON.stringify(json), name]));
  const share = (node: unknown, self?: string): unknown => {
    if (Array.isArray(node)) return node.map((x) => share(x));
    if (!node || typeof node !== 'object') return node;
    // A field's own words (description, x-origin of an extension field) stay beside the reference.
    const { description, 'x-origin': origin, ...rest } = node as JsonSchema;
    const name = byText.get(JSON.stringify(rest));
    if (name && name !== self) {
      return { $ref: `#/components/schemas/${name}`, ...(typeof description === 'string' ? { description } : {}), ...(origin ? { 'x-origin': origin } : {}) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, share(v)]));
  };
  return { schemas: Object.fromEntries(Object.entries(schemas).map(([name, json]) => [name, share(json, name) as JsonSchema])), share };
}

const DOMAINS: Record<string, string> = {
  auth: '登录、注册、短信与图形验证码', account: '个人资料与实名认证', game: '游戏、区服与属性模板', goods: '商品列表、详情、收藏与浏览',
  sell: '我要卖号与我的代售', order: '订单、支付（含模拟收银台）与售后', recycle: '估价、竞价回收与报价',
  merchant: '商户入驻', message: '我的消息', content: '公告、帮助与内容页', service: '客服、群、首页数据等',
  feedback: '投诉建议', upload: '上传与图片',
};

/** `code` of a success answer: always 200 (a failure is a BusinessError, its own schema). */
const CODE = { type: 'integer', enum: [200], description: '200 成功（失败的答复见 BusinessError）' };
const MSG = { type: 'string', description: '提示文字（中文）' };
/** A whole answer with fields beside code/msg (login, captcha, profile, messages): its code is the success one. */
function successCode(json: JsonSchema): JsonSchema {
  const props = json.properties as Record<string, JsonSchema> | undefined;
  return props?.code ? { ...json, properties: { ...props, code: CODE, msg: MSG } } : json;
}
/** The one token, in the two headers the app sends on every signed-in call (src/api/client.ts). */
const SIGNED_IN = [{ bearer: [], token: [] }];

function envelope(e: Endpoint): JsonSchema | undefined {
  const { kind, schema } = e.answer;
  const json = schema ? jsonSchemaOf(schema) : undefined;
  // Login, captcha, profile, messages: fields beside code/msg; code is the success envelope's.
  if (kind === 'raw') return json && successCode(json);
  if (kind === 'page') {
    return {
      type: 'object', required: ['code', 'msg', 'rows', 'total'],
      properties: { code: CODE, msg: MSG, rows: { type: 'array', items: json ?? {} }, total: { type: 'integer', description: '总条数' } },
    };
  }
  if (kind === 'data') {
    return {
      type: 'object', required: json ? ['code', 'msg', 'data'] : ['code', 'msg'],
      properties: json ? { code: CODE, msg: MSG, data: json } : { code: CODE, msg: MSG },
    };
  }
  return undefined;
}

function operation(e: Endpoint): JsonSchema {
  const op: JsonSchema = {
    operationId: `${e.method.toLowerCase()}${openApiPath(e.path).replace(/[{}*]/g, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: e.summary,
    tags: [e.domain],
    'x-origin': e.origin,
    'x-read-only': e.readOnly,
  };
  op.security = e.auth ? SIGNED_IN : [];
  const parameters: JsonSchema[] = pathParams(e.path).map((name) => ({ name, in: 'path', required: true, schema: pathParamSchema(name) }));
  if (e.query) {
    const q = jsonSchemaOf(e.query);
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((q.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  if (parameters.length) op.parameters = parameters;
  if (e.body) {
    const type = e.bodyType === 'multipart' ? 'multipart/form-data' : e.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    op.requestBody = { required: true, content: { [type]: { schema: jsonSchemaOf(e.body) } } };
  }
  const answer = envelope(e);
  const responses: JsonSchema = {};
  if (answer) {
    responses['200'] = {
      description: '成功的答复，或业务失败（HTTP 200，code 401 / 403 / 500，见 BusinessError）',
      content: { 'application/json': { schema: { anyOf: [answer, { $ref: '#/components/schemas/BusinessError' }] } } },
    };
    responses['400'] = { $ref: '#/components/responses/BadRequest' };
  } else if (e.path.endsWith('/confirm')) {
    responses['302'] = { description: '回到 returnUrl（失败时带 payResult=fail）' };
  } else {
    responses['200'] = { description: '不是 JSON：文件、图片或 HTML 页面' };
  }
  for (const f of e.answer.failures ?? []) {
    responses[String(f.status)] = f.body === 'json'
      ? { description: f.description, content: { 'application/json': { schema: { $ref: '#/components/schemas/HttpError' } } } }
      : { description: f.description, content: { 'text/html': { schema: { type: 'string' } } } };
  }
  if (e.auth) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  op.responses = responses;
  return op;
}

/** The whole document, deterministic: same table, same bytes. `named`: the answer types that are its components. */
export function buildOpenApi(endpoints: readonly Endpoint[] = ENDPOINTS, named: Record<string, z.ZodType> = NAMED_ANSWERS): JsonSchema {
  const shared = components(named);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of endpoints) {
    const p = openApiPath(e.path);
    (paths[p] ??= {})[e.method.toLowerCase()] = shared.share(operation(e)) as JsonSchema;
  }
  const used = [...new Set(endpoints.map((e) => e.domain))];
  return {
    openapi: '3.1.0',
    info: {
      title: '游戏账号交易平台 API',
      version: '1.0.0',
      description: 'RuoYi 风格的后端接口：应用与本地 mock 共用的契约。由 `npm run contract` 从 src/contract/ 生成，勿手改。'
        + 'x-origin: seed = 产品规格列出的 50 个接口，extension = 我们的扩展（实网可能另有名称）。',
    },
    servers: [
      { url: '/dev-api', description: '开发与演示：代理去掉前缀后转给 mock（或 BACKEND_URL）；mock 本身不带前缀，如 http://127.0.0.1:3001' },
      { url: '/prod-api', description: '生产构建' },
    ],
    tags: used.map((name) => ({ name, description: DOMAINS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>（登录答复的 token）' },
        token: { type: 'apiKey', in: 'header', name: 'token', description: '同一个 token；需登录的接口两个头一起发（应用与线上客户端都如此）' },
      },
      schemas: {
        ...shared.schemas,
        BusinessError: {
          type: 'object', required: ['code', 'msg'],
          description: '业务失败也是 HTTP 200：401 未登录或登录过期（登录状态已过期，应用清除会话并提示去登录）；403 无权操作（别人的商品、订单或申请）；500 其他失败，msg 为原因',
          properties: {
            code: { type: 'integer', enum: [401, 403, 500], description: '401 未登录或登录过期，403 无权操作，500 业务失败（看 msg）' },
            msg: MSG,
          },
        },
        HttpError: {
          type: 'object', required: ['code', 'msg'],
          description: '文件与图片的失败：HTTP 状态与 code 相同',
          properties: { code: { type: 'integer', enum: [400, 404], description: '400 路径不合法，404 不存在' }, msg: MSG },
        },
      },
      responses: {
        BadRequest: {
          description: '请求体不是合法 JSON、表单格式不对等：HTTP 400，code 400，msg 说明原因',
          content: { 'application/json': { schema: { type: 'object', required: ['code', 'msg'], properties: { code: { type: 'integer', enum: [400], description: '400 请求格式不对' }, msg: MSG } } } },
        },
        Unauthorized: {
          description: '未登录（mock 可配置为真实 HTTP 401）',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/BusinessError' } } },
        },
      },
    },
  };
}

/** A JSON Schema that is a number: an integer, a money amount, a numeric code (an enum or a const of numbers), or
 *  alternatives that all are (null aside). */
function isNumber(s: JsonSchema): boolean {
  if (s.type === 'integer' || s.type === 'number') return true;
  if (Array.isArray(s.enum)) return s.enum.length > 0 && s.enum.every((v) => typeof v === 'number');
  if (typeof s.const === 'number') return true;
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  const some = alternatives?.filter((a) => a.type !== 'null');
  return !!some?.length && some.every(isNumber);
}

/**
 * Each named answer's fields that the schema writes as numbers (top level, in the schema's order), for the app:
 * a backend may send one as text ("1234.00", "2") and src/api reads it as a number (src/contract/numericFields.ts,
 * written from this by `npm run contract`). Answers without a number field are left out.
 */
export function numericFields(named: Record<string, z.ZodType> = NAMED_ANSWERS): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, schema] of Object.entries(named)) {
    const props = (jsonSchemaOf(schema).properties ?? {}) as Record<string, JsonSchema>;
    const keys = Object.entries(props).filter(([, p]) => isNumber(p)).map(([key]) => key);
    if (keys.length) out[name] = keys;
  }
  return out;
}

/** The file's text: 2-space JSON and a trailing newline. */
export function openApiText(doc: JsonSchema = buildOpenApi()): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
