// The endpoints of orders, 售后, and payment with the mock cashier (routes/order.pay.ts, routes/order.payPage.ts): one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/saleOrder/web/buyList', summary: '我买到的订单', domain: 'order',
    auth: true, origin: 'seed', seedNo: 43, readOnly: true, query: q.orderListQueryDoc,
    answer: { kind: 'page', schema: a.orderAnswerSchema },
  }),
  endpoint({
    method: 'GET', path: '/saleOrder/web/sellerList', summary: '我卖出的订单', domain: 'order',
    auth: true, origin: 'seed', seedNo: 44, readOnly: true, query: q.orderListQueryDoc,
    answer: { kind: 'page', schema: a.orderAnswerSchema },
  }),
  endpoint({
    // Not readOnly: it closes an order whose payment time is over, and with force re-checks the payment.
    method: 'POST', path: '/saleOrder/queryOrder', summary: '查询订单支付状态（force 时重新核对付款）', domain: 'order',
    auth: true, origin: 'seed', seedNo: 49, readOnly: false, body: q.queryOrderBody,
    answer: { kind: 'data', schema: a.queryOrderSchema },
  }),
  endpoint({
    method: 'POST', path: '/saleOrderAfter', summary: '申请售后；非买家 403', domain: 'order',
    auth: true, origin: 'seed', seedNo: 50, readOnly: false, body: q.afterSaleBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'POST', path: '/saleOrder/create', summary: '下单 {goodsId, guaranteeType}：锁定商品，15 分钟内支付', domain: 'order',
    auth: true, origin: 'extension', readOnly: false, body: q.createOrderBody,
    answer: { kind: 'data', schema: a.orderAnswerSchema },
  }),
  endpoint({
    method: 'POST', path: '/saleOrder/pay',
    summary: '支付 {orderId, payWay 1 微信|2 支付宝, payType deposit|full|balance, returnUrl, tradeType?} → PayResult.formStr（微信 tradeType MWEB 为 H5 支付的跳转地址，扩展）', domain: 'order',
    auth: true, origin: 'extension', readOnly: false, body: q.payBody,
    answer: { kind: 'data', schema: a.payResultSchema },
  }),
  endpoint({
    method: 'POST', path: '/saleOrder/cancel', summary: '取消待支付订单 {orderId}，释放商品', domain: 'order',
    auth: true, origin: 'extension', readOnly: false, body: q.orderIdBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/saleOrder/confirm', summary: '买家确认收货 {orderId} → 交易成功', domain: 'order',
    auth: true, origin: 'extension', readOnly: false, body: q.orderIdBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/saleOrder/rebindCode',
    summary: '卖家在换绑中提交验证码 {orderId, code}（4–8 位数字）→ 平台完成换绑，订单进入待确认收货；非卖家 403。没有此接口的后端：卖家在交易客服的会话里发送验证码',
    domain: 'order', auth: true, origin: 'extension', readOnly: false, body: q.rebindCodeBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/saleOrder/detail/:orderId', summary: '订单详情（含 serverTime）；非买卖双方 403', domain: 'order',
    auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.orderAnswerSchema },
  }),
  endpoint({
    method: 'GET', path: '/mock-pay/alipay', summary: '模拟支付宝收银台页面（也接受 POST）', domain: 'order',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 404, description: '支付单不存在或已过期：说明页', body: 'html' }] },
  }),
  endpoint({
    method: 'POST', path: '/mock-pay/alipay', summary: '模拟支付宝收银台页面（表单提交进入）', domain: 'order',
    auth: false, origin: 'extension', readOnly: true, bodyType: 'form',
    answer: { kind: 'other', failures: [{ status: 404, description: '支付单不存在或已过期：说明页', body: 'html' }] },
  }),
  endpoint({
    method: 'POST', path: '/mock-pay/alipay/confirm', summary: '收银台的 确认支付 / 支付失败，302 回到 returnUrl', domain: 'order',
    auth: false, origin: 'extension', readOnly: false, body: q.cashierConfirmBody, bodyType: 'form',
    answer: { kind: 'other', failures: [{ status: 400, description: '支付单不存在或已用过：说明页', body: 'html' }] },
  }),
  endpoint({
    method: 'GET', path: '/mock-pay/wechat', summary: '模拟微信支付页面（H5 支付：手机跳转到这里付款，再回到应用）', domain: 'order',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 404, description: '支付单不存在、已过期或不是微信的：说明页', body: 'html' }] },
  }),
  endpoint({
    method: 'POST', path: '/mock-pay/wechat/confirm', summary: '微信支付页面的 确认支付 / 取消支付，302 回到 returnUrl', domain: 'order',
    auth: false, origin: 'extension', readOnly: false, body: q.cashierConfirmBody, bodyType: 'form',
    answer: { kind: 'other', failures: [{ status: 400, description: '支付单不存在、已用过或不是微信的：说明页', body: 'html' }] },
  }),
];
