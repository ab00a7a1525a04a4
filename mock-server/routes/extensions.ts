// OUR EXTENSIONS — endpoints the app's flows need that the seed spec does not list (api.md asks to keep
// them in one place and mark them: the live backend may name them differently). The registry flags a
// route as an extension by looking it up here; GET /__mock/routes shows the flag; a test checks that every
// entry is served.
export interface ExtensionDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
}

export const EXTENSIONS: readonly ExtensionDoc[] = [
  { method: 'GET', path: '/web/game/list', summary: '游戏列表（type 0 手游 / 1 端游，name 模糊，initial 首字母）' },
  { method: 'GET', path: '/web/index/data', summary: '首页统计 HomeStats（安全成交 / 昨日成交 / 商品数量）' },
  { method: 'GET', path: '/web/good/info/:id', summary: '商品详情：隐藏卖家隐私，浏览数 +1，登录用户记浏览并带 collected；待审核/已下架/审核失败只给卖家本人看（不计浏览）' },
  { method: 'POST', path: '/saleOrder/create', summary: '下单 {goodsId, guaranteeType}：锁定商品，15 分钟内支付' },
  { method: 'POST', path: '/saleOrder/pay', summary: '支付 {orderId, payWay 1 微信|2 支付宝, payType deposit|full|balance, returnUrl} → PayResult.formStr' },
  { method: 'POST', path: '/saleOrder/cancel', summary: '取消待支付订单 {orderId}，释放商品' },
  { method: 'POST', path: '/saleOrder/confirm', summary: '买家确认收货 {orderId} → 交易成功' },
  { method: 'GET', path: '/saleOrder/detail/:orderId', summary: '订单详情（含 serverTime）；非买卖双方 403' },
  { method: 'POST', path: '/common/upload', summary: '上传图片（multipart 字段 file，png/jpg/gif/webp，≤ 5 MB）→ {url, fileName}' },
  { method: 'GET', path: '/account/quotation/mybprice', summary: '某估价单及其报价 ?backId= → {back, rlist}' },
  { method: 'POST', path: '/account/backlist/accept', summary: '接受报价 {id 估价单, supplyUserId 回收商}（也收 {backId, bidId}）：其余报价自动拒绝，生成交易中的回收订单' },
  { method: 'POST', path: '/h5/goods/back', summary: '竞价回收 {gameId, type, des, region, account, tel, img, relname, relnameImg, inType, content}' },
  { method: 'GET', path: '/backOrder/list', summary: '竞价中心的回收订单 ?dataType=sell&orderStatus=1 交易中…5 交易失败' },
  { method: 'POST', path: '/need/merchant/apply', summary: '商户入驻申请 {shopName, contact, games}' },
  { method: 'GET', path: '/need/merchant/latest', summary: '我最近一次入驻申请（无则 data 为 null）' },
  { method: 'GET', path: '/web/cooperate/contact', summary: '商务合作的联系方式 {qq, wechat, email, phone?, workTime}' },
  { method: 'GET', path: '/profile/app/:name', summary: '下载APP 的安装包（youxihao-<版本>.apk，占位文件）与 iOS 说明页（ios）' },
  { method: 'POST', path: '/logout', summary: '退出登录：结束当前会话' },
  { method: 'GET', path: '/profile/img/*', summary: '本地生成的图片（商品、游戏、横幅、头像），SVG' },
  { method: 'GET', path: '/profile/upload/:name', summary: '已上传的图片' },
  { method: 'GET', path: '/mock-pay/alipay', summary: '模拟支付宝收银台页面（也接受 POST）' },
  { method: 'POST', path: '/mock-pay/alipay', summary: '模拟支付宝收银台页面（表单提交进入）' },
  { method: 'POST', path: '/mock-pay/alipay/confirm', summary: '收银台的 确认支付 / 支付失败，302 回到 returnUrl' },
];

export function isExtension(method: string, path: string): boolean {
  return EXTENSIONS.some((e) => e.method === method && e.path === path);
}
