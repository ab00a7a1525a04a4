// zod → RuoYi-style business failures with Chinese messages that name the field.
// Schemas may carry their own Chinese message (refine/regex `error`); any message without Chinese text is
// zod's English default and gets replaced by one generated from the issue code and the field's label.
import { z } from 'zod';
import { BizError } from './envelope.ts';

/** Labels of the fields the API takes, so a message reads 「手机号（phone）格式不正确」. */
const LABELS: Record<string, string> = {
  phone: '手机号', code: '验证码', password: '密码', username: '账号', uuid: '验证码标识', type: '类型',
  pageNum: '页码', pageSize: '每页条数', gameId: '游戏', sortRank: '排序', keyWord: '关键词',
  priceStart: '最低价', priceEnd: '最高价', systemId: '系统', carrierId: '运营商', groupId: '大区', serverId: '服务器',
  accountType: '账号类型', accountId: '商品', goodsId: '商品', guaranteeType: '包赔类型', orderId: '订单',
  payWay: '支付方式', payType: '付款类型', returnUrl: '返回地址', id: '编号', force: '强制刷新', reason: '原因',
  images: '图片', nickName: '昵称', email: '邮箱', sex: '性别', avatar: '头像', name: '姓名', idNumber: '身份证号',
  content: '内容', contact: '联系方式', noticeType: '公告类型', readState: '阅读状态', saleState: '商品状态',
  orderStatus: '订单状态', saleTimeStart: '开始日期', saleTimeEnd: '结束日期', price: '价格', downDes: '下架原因',
  title: '标题', des: '描述', titleImg: '主图', urlArr: '详情图', accountSource: '账号来源', contactType: '联系方式类型',
  canGuarantee: '包赔材料', accountNumber: '游戏账号', accountPassword: '账号密码', region: '区服', account: '游戏账号',
  tel: '联系电话', expprice: '期望价格', img: '截图', inType: '出售模式', status: '状态', backId: '估价单',
  bidId: '报价', shopName: '店铺名称', games: '经营游戏', appType: '客户端类型', str: '客服账号', parentId: '上级',
  systemKey: '属性类型', scenario: '场景', times: '次数', path: '路径', pass: '是否通过', success: '是否成功',
  url: '图片地址', isTop: '顶级账号', hire: '可租号',
};

function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '请求参数';
  const parts = path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)));
  const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? parts.join('');
  const dotted = parts.join('.').replace(/\.\[/g, '[');
  const label = LABELS[key];
  return label ? `${label}（${dotted}）` : dotted;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串', number: '数字', int: '整数', boolean: '布尔值', array: '数组', object: '对象',
  bigint: '整数', date: '日期',
};

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/** One issue → one Chinese sentence. Exported for tests. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field}不能为空`;
      return `${field}类型不正确，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${field}不能为空` : `${field}长度不能少于 ${min} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field}至少需要 ${min} 项`;
      return issue.inclusive ? `${field}不能小于 ${min}` : `${field}必须大于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field}长度不能超过 ${max} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field}最多 ${max} 项`;
      return issue.inclusive ? `${field}不能大于 ${max}` : `${field}必须小于 ${max}`;
    }
    case 'invalid_format':
      return `${field}格式不正确`;
    case 'invalid_value':
      return `${field}的取值无效，可选：${issue.values.map((v) => String(v)).join(' / ')}`;
    case 'not_multiple_of':
      return `${field}的精度不正确`;
    case 'unrecognized_keys':
      return `${field}包含未知字段：${issue.keys.join('、')}`;
    case 'invalid_union':
      return `${field}格式不正确`;
    default:
      return `${field}不合法`;
  }
}

/** Parse or throw a BizError (body code 500) whose msg is the first issue in Chinese. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new BizError(issueMessage(result.error.issues[0]));
}

// ---------- reusable field schemas: they live with the request schemas in the contract ----------

export {
  boolField, CN_MOBILE, imagePath, intField, moneyField, numberField, optional, pageQuery, phoneField, str,
} from '../../src/contract/common/fields.ts';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export function pageOf(q: { pageNum?: number; pageSize?: number }): { pageNum: number; pageSize: number; start: number } {
  const pageNum = q.pageNum ?? 1;
  const pageSize = Math.min(q.pageSize ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);
  return { pageNum, pageSize, start: (pageNum - 1) * pageSize };
}

