// THE API CONTRACT: one entry per endpoint the mock serves (outside /__mock). The seed's 50 first, in the order
// of the product's specification, then our extensions. The mock's registry refuses a route missing here and
// takes `auth` and the extension flag from here; `npm run contract` writes docs/api.md and
// docs/api/openapi.json from this list; `npm run contract:check` checks a live backend against it.
import { z } from 'zod';
import * as a from './answers.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import * as q from './requests.ts';

const list = <T extends z.ZodType>(row: T) => z.array(row);

export const ENDPOINTS: readonly Endpoint[] = [
  // ---------- the seed's 50 ----------
  endpoint({
    method: 'GET', path: '/app/version/lastOne', summary: '最新版本的 APP（下载APP 页）', domain: 'service',
    auth: false, origin: 'seed', readOnly: true, query: q.appVersionQuery,
    answer: { kind: 'data', schema: a.appVersionSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/checkAccount', summary: '客服验证：该 QQ / 微信号是否官方客服（不是则 500 不是官方客服，谨防受骗）',
    domain: 'service', auth: false, origin: 'seed', readOnly: true, query: q.checkAccountQuery,
    answer: { kind: 'data', schema: a.staffCheckSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/hasExistBlackAccount', summary: '黑号查询：账号是否有找回 / 诈骗记录', domain: 'service',
    auth: false, origin: 'seed', readOnly: true, query: q.blackAccountQuery,
    answer: { kind: 'data', schema: a.blackCheckSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/allQQlist', summary: '全部官方 QQ 群', domain: 'service',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'data', schema: list(a.qqGroupSchema) },
  }),
  endpoint({
    method: 'POST', path: '/web/good/allList', summary: '商品列表：按游戏、区服、价格、属性、关键词筛选和排序（只列已上架；sortRank relevance 相关度为扩展）', domain: 'goods',
    auth: false, origin: 'seed', readOnly: true, body: q.goodsListBody,
    answer: { kind: 'page', schema: a.goodsSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/gonggaoDetails', summary: '某类公告的最新几条（最新在前）', domain: 'content',
    auth: false, origin: 'seed', readOnly: true, query: q.noticeTypeQuery,
    answer: { kind: 'data', schema: list(a.noticeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/qqGroup', summary: 'QQ 群（可按游戏）', domain: 'service',
    auth: false, origin: 'seed', readOnly: true, query: q.qqGroupQuery,
    answer: { kind: 'data', schema: list(a.qqGroupSchema) },
  }),
  endpoint({
    method: 'GET', path: '/sms/sendYzm', summary: '发送短信验证码（同一号码 60 秒一次）', domain: 'auth',
    auth: false, origin: 'seed', readOnly: false, query: q.smsQuery,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/h5/login', summary: '短信验证码登录', domain: 'auth',
    auth: false, origin: 'seed', readOnly: false, body: q.smsLoginBody,
    answer: { kind: 'raw', schema: a.loginResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/captchaImage', summary: '图形验证码（关闭时只有 captchaEnabled: false）', domain: 'auth',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'raw', schema: a.captchaResultSchema },
  }),
  endpoint({
    method: 'POST', path: '/login', summary: '账号密码登录（带图形验证码）', domain: 'auth',
    auth: false, origin: 'seed', readOnly: false, body: q.loginBody(true),
    answer: { kind: 'raw', schema: a.loginResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/system/user/profile', summary: '当前用户资料（不含密码）', domain: 'account',
    auth: true, origin: 'seed', readOnly: true,
    answer: { kind: 'raw', schema: a.profileResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/system/user/profile/new', summary: '当前用户资料，从不缓存（修改后重读）', domain: 'account',
    auth: true, origin: 'seed', readOnly: true,
    answer: { kind: 'raw', schema: a.profileResultSchema },
  }),
  endpoint({
    method: 'PUT', path: '/system/user/profile', summary: '修改资料（昵称、邮箱、性别、头像）', domain: 'account',
    auth: true, origin: 'seed', readOnly: false, body: q.profileBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/register', summary: '手机号注册（号码已注册则 500）', domain: 'auth',
    auth: false, origin: 'seed', readOnly: false, body: q.registerBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/web/goods/collect', summary: '收藏商品（重复收藏也成功）', domain: 'goods',
    auth: true, origin: 'seed', readOnly: false, body: q.accountIdBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/web/goods/collect/remove', summary: '取消收藏（未收藏也成功）', domain: 'goods',
    auth: true, origin: 'seed', readOnly: false, body: q.accountIdBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/web/goods/collect/list', summary: '我的收藏', domain: 'goods',
    auth: true, origin: 'seed', readOnly: true, query: q.pageQuery,
    answer: { kind: 'page', schema: a.goodsSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/problem', summary: '提交投诉 / 建议 / 问题', domain: 'feedback',
    auth: true, origin: 'seed', readOnly: false, body: q.problemBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/account/problem/list', summary: '我的反馈（含平台回复）', domain: 'feedback',
    auth: true, origin: 'seed', readOnly: true, query: q.pageQuery,
    answer: { kind: 'page', schema: a.problemSchema },
  }),
  endpoint({
    method: 'GET', path: '/system/notice/:id', summary: '公告详情', domain: 'content',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'data', schema: a.noticeSchema },
  }),
  endpoint({
    method: 'GET', path: '/account/zhubo/list', summary: '合作主播（type 1）与首页轮播图（type 2）', domain: 'service',
    auth: false, origin: 'seed', readOnly: true, query: q.zhuboQuery,
    answer: { kind: 'page', schema: a.zhuboSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/recommend/:id', summary: '相似推荐：同一游戏、价格相近的在售商品', domain: 'goods',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'data', schema: list(a.goodsSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/notice/list', summary: '公告列表（分页，可按类型）', domain: 'content',
    auth: false, origin: 'seed', readOnly: true, query: q.noticeListQuery,
    answer: { kind: 'page', schema: a.noticeSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/notice/:id', summary: '公告详情', domain: 'content',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'data', schema: a.noticeSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/account', summary: '官方客服账号（可按游戏，type 为游戏编号）', domain: 'service',
    auth: false, origin: 'seed', readOnly: true, query: q.staffQuery,
    answer: { kind: 'data', schema: list(a.staffAccountSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/myConsignment', summary: '我的代售（按商品状态）', domain: 'listing',
    auth: true, origin: 'seed', readOnly: true, query: q.myConsignmentQuery,
    answer: { kind: 'page', schema: a.myListingSchema },
  }),
  endpoint({
    method: 'GET', path: '/need/myBrowse', summary: '我的浏览记录（带 browseTime）', domain: 'goods',
    auth: true, origin: 'seed', readOnly: true, query: q.pageQuery,
    answer: { kind: 'page', schema: a.goodsSchema },
  }),
  endpoint({
    method: 'GET', path: '/need/message/list', summary: '我的消息（分页，带未读数 unread）', domain: 'message',
    auth: true, origin: 'seed', readOnly: true, query: q.messageListQuery,
    answer: { kind: 'raw', schema: a.messagePageSchema },
  }),
  endpoint({
    method: 'GET', path: '/need/message/changeRead/:id', summary: '标为已读（别人的消息 403）', domain: 'message',
    auth: true, origin: 'seed', readOnly: false,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/h5/SmsforPwd', summary: '短信验证码重设密码（该用户的所有会话结束）', domain: 'auth',
    auth: false, origin: 'seed', readOnly: false, body: q.smsPasswordBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/web/keylist', summary: '游戏的区服树节点（系统 / 运营商 / 大区 / 服务器）', domain: 'game',
    auth: false, origin: 'seed', readOnly: true, query: q.keylistQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/operator/list', summary: '游戏的运营商', domain: 'game',
    auth: true, origin: 'seed', readOnly: true, query: q.qufuLevelQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/area/list', summary: '游戏的大区', domain: 'game',
    auth: true, origin: 'seed', readOnly: true, query: q.qufuLevelQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/server/list', summary: '游戏的服务器（parentId 为大区）', domain: 'game',
    auth: true, origin: 'seed', readOnly: true, query: q.qufuLevelQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/districtSuit', summary: '某大区的服务器', domain: 'game',
    auth: false, origin: 'seed', readOnly: true, query: q.districtQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/account/backlist/allList', summary: '我的估价单与竞价回收单（status 0 为报价中）', domain: 'recycle',
    auth: true, origin: 'seed', readOnly: true, query: q.backlistQuery,
    answer: { kind: 'page', schema: a.backlistItemSchema },
  }),
  endpoint({
    method: 'POST', path: '/need/consignment', summary: '发布代售商品（待审核）；带 id 为修改自己的商品（审核中 / 已上架 / 已下架 / 审核失败），改后重新审核', domain: 'sell',
    auth: true, origin: 'seed', readOnly: false, body: q.consignmentBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/backlist', summary: '提交估价', domain: 'recycle',
    auth: true, origin: 'seed', readOnly: false, body: q.valuationBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/gameTempAttr', summary: '游戏的属性模板（列表筛选与发布表单）', domain: 'game',
    auth: false, origin: 'seed', readOnly: true, query: q.gameIdQuery,
    answer: { kind: 'data', schema: list(a.attributeTemplateSchema) },
  }),
  endpoint({
    method: 'GET', path: '/goods/info/upGoods/:id', summary: '上架（已下架）或重新提交审核（审核失败）；非卖家 403', domain: 'listing',
    auth: true, origin: 'seed', readOnly: false,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/goods/info/downGoods', summary: '下架商品；非卖家 403', domain: 'listing',
    auth: true, origin: 'seed', readOnly: false, body: q.downGoodsBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/saleOrder/web/buyList', summary: '我买到的订单', domain: 'order',
    auth: true, origin: 'seed', readOnly: true, query: q.orderListQueryDoc,
    answer: { kind: 'page', schema: a.orderAnswerSchema },
  }),
  endpoint({
    method: 'GET', path: '/saleOrder/web/sellerList', summary: '我卖出的订单', domain: 'order',
    auth: true, origin: 'seed', readOnly: true, query: q.orderListQueryDoc,
    answer: { kind: 'page', schema: a.orderAnswerSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/recentlydeal', summary: '最近成交（标题打码）', domain: 'service',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'data', schema: list(a.dealRecordSchema) },
  }),
  endpoint({
    method: 'POST', path: '/realname/auth', summary: '实名认证（身份证号无效则 500）', domain: 'account',
    auth: true, origin: 'seed', readOnly: false, body: q.realNameBody,
    answer: { kind: 'data', schema: a.realNameResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/social/list', summary: '官方社交账号（抖音、快手）', domain: 'service',
    auth: false, origin: 'seed', readOnly: true,
    answer: { kind: 'page', schema: a.socialAccountSchema },
  }),
  endpoint({
    method: 'POST', path: '/need/goods/editPrice', summary: '改价；非卖家 403', domain: 'listing',
    auth: true, origin: 'seed', readOnly: false, body: q.editPriceBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    // Not readOnly: it closes an order whose payment time is over, and with force re-checks the payment.
    method: 'POST', path: '/saleOrder/queryOrder', summary: '查询订单支付状态（force 时重新核对付款）', domain: 'order',
    auth: true, origin: 'seed', readOnly: false, body: q.queryOrderBody,
    answer: { kind: 'data', schema: a.queryOrderSchema },
  }),
  endpoint({
    method: 'POST', path: '/saleOrderAfter', summary: '申请售后；非买家 403', domain: 'order',
    auth: true, origin: 'seed', readOnly: false, body: q.afterSaleBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),

  // ---------- our extensions (the live backend may name them differently) ----------
  endpoint({
    method: 'GET', path: '/web/game/list', summary: '游戏列表（type 0 手游 / 1 端游，name 模糊，initial 首字母）', domain: 'game',
    auth: false, origin: 'extension', readOnly: true, query: q.gameListQuery,
    answer: { kind: 'data', schema: list(a.gameSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/index/data', summary: '首页统计 HomeStats（安全成交 / 昨日成交 / 商品数量）', domain: 'service',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.homeStatsSchema },
  }),
  endpoint({
    // readOnly although it counts the view (浏览数 +1, 浏览记录): that is what every visit does.
    method: 'GET', path: '/web/good/info/:id',
    summary: '商品详情：隐藏卖家隐私，浏览数 +1，登录用户记浏览并带 collected；带卖家卡片 seller（扩展：打码昵称、实名、成交、好评率、在售）；待审核/已下架/审核失败只给卖家本人看（不计浏览）',
    domain: 'goods', auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.goodsDetailSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/search/hotWords', summary: '热门搜索词（搜索框获得焦点时与本机的最近搜索一起展示）', domain: 'goods',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: list(z.string()) },
  }),
  endpoint({
    method: 'GET', path: '/web/goods/suggest', summary: '输入时的搜索建议 ?keyword=&gameId=：游戏、属性模板中的英雄 / 皮肤 / 属性值与热门搜索词，按名称、拼音与拼音首字母匹配（没有该接口的后端：应用用热门搜索词在本机筛选）', domain: 'goods',
    auth: false, origin: 'extension', readOnly: true, query: q.goodsSuggestQuery,
    answer: { kind: 'data', schema: a.goodsSuggestionsSchema },
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
    method: 'GET', path: '/account/payoutAccount', summary: '我的收款账户（打款去向，已打码）；未设置时 data 为 {}', domain: 'account',
    auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.payoutAccountAnswerSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/payoutAccount',
    summary: '设置收款账户 {type 1 支付宝 | 2 银行卡, account, bankName?}：收款人为本人实名（未实名 500）；没有此接口的后端：打款到实名的收款账户，由客服核对',
    domain: 'account', auth: true, origin: 'extension', readOnly: false, body: q.payoutAccountBody,
    answer: { kind: 'data', schema: a.payoutAccountSchema },
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
    method: 'POST', path: '/common/upload', summary: '上传图片（multipart 字段 file，png/jpg/gif/webp，≤ 5 MB）→ {url, fileName}',
    domain: 'upload', auth: true, origin: 'extension', readOnly: false, body: q.uploadBody, bodyType: 'multipart',
    answer: { kind: 'data', schema: a.uploadResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/account/quotation/mybprice', summary: '某估价单及其报价 ?backId= → {back, rlist}', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: true, query: q.myBidsQuery,
    answer: { kind: 'data', schema: a.myBidsSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/backlist/accept',
    summary: '接受报价 {id 估价单, supplyUserId 回收商}（也收 {backId, bidId}）：其余报价自动拒绝，生成交易中的回收订单', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: false, body: q.acceptBidBody,
    answer: { kind: 'data', schema: z.looseObject({ backOrderId: z.number().int().min(1).meta({ description: '生成的回收订单编号' }) }) },
  }),
  endpoint({
    method: 'POST', path: '/h5/goods/back',
    summary: '竞价回收 {gameId, type, des, region, account, tel, img, relname, relnameImg, inType, content}', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: false, body: q.bidRecycleBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/backOrder/list', summary: '竞价中心的回收订单 ?dataType=sell&orderStatus=1 交易中…5 交易失败', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: true, query: q.backOrderQuery,
    answer: { kind: 'page', schema: a.backOrderSchema },
  }),
  endpoint({
    method: 'GET', path: '/backOrder/detail', summary: '一笔回收订单 ?id= 或 ?backId=（估价单编号）；只有卖家或该回收商可看，否则 403', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: true, query: q.backOrderDetailQuery,
    answer: { kind: 'data', schema: a.backOrderSchema },
  }),
  endpoint({
    method: 'POST', path: '/need/merchant/apply', summary: '商户入驻申请 {shopName, contact, games}', domain: 'merchant',
    auth: true, origin: 'extension', readOnly: false, body: q.merchantApplyBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/need/merchant/latest', summary: '我最近一次入驻申请（无则 data 为 null）', domain: 'merchant',
    auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.merchantApplicationSchema.nullable() },
  }),
  endpoint({
    method: 'GET', path: '/web/cooperate/contact', summary: '商务合作的联系方式 {qq, wechat, email, phone?, workTime}', domain: 'content',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.businessContactSchema },
  }),
  endpoint({
    method: 'GET', path: '/profile/app/:name', summary: '下载APP 的安装包（youxihao-<版本>.apk，占位文件）与 iOS 说明页（ios）', domain: 'content',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 404, description: '安装包不存在', body: 'json' }] },
  }),
  endpoint({
    method: 'POST', path: '/logout', summary: '退出登录：结束当前会话', domain: 'auth',
    auth: false, origin: 'extension', readOnly: false,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/profile/img/*', summary: '本地生成的图片（商品、游戏、横幅、头像），SVG', domain: 'upload',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 400, description: '非法的图片路径', body: 'json' }, { status: 404, description: '图片不存在', body: 'json' }] },
  }),
  endpoint({
    method: 'GET', path: '/profile/upload/:name', summary: '已上传的图片', domain: 'upload',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 400, description: '非法的图片路径', body: 'json' }, { status: 404, description: '图片不存在', body: 'json' }] },
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
  endpoint({
    method: 'GET', path: '/need/myConsignment/:id', summary: '我的一件代售商品（修改表单用：含联系方式 importantRemark 与游戏账号，不含密码）；非本人 403',
    domain: 'listing', auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.myListingDetailSchema },
  }),
];

/** The entry of a served route (method + Express path), if the contract has one. */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  return ENDPOINTS.find((e) => e.method === method && e.path === path);
}
