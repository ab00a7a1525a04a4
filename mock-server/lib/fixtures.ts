// The one door to the data helper's modules (fixtures/), so the mock imports them from one place: nothing else in
// mock-server/ imports fixtures/ (test/rooms.test.ts checks it), and fixtures/ never imports the mock.
export { createSeedDb, GOODS_SLICE, MAX_GOODS, MIN_GOODS } from '../../fixtures/seed.ts';
export { hashPassword, verifyPassword } from '../../fixtures/password.ts';
export { renderImage, type RenderedImage } from '../../fixtures/images.ts';
export { svgDoc, text as svgText } from '../../fixtures/svg.ts';
export { HOT_SEARCH_WORDS } from '../../fixtures/content.ts';
export { BUSINESS_CONTACT } from '../../fixtures/factories/content.ts';
export { makeVerifyReport, passedVerify } from '../../fixtures/factories/verify.ts';
export { formatTime, formatDate, parseTime, DAY_MS, MINUTE_MS, SECOND_MS } from '../../fixtures/time.ts';
export type { Db, GoodsRow, JobRow, UserRow, MessageRow, SessionRow, BrowseRow, CollectRow } from '../../fixtures/db.ts';
export { DB_VERSION, DEMO_USERS } from '../../fixtures/db.ts';
export { RECYCLE_MERCHANTS, RUNTIME_MERCHANTS, RUNTIME_MERCHANT_FIRST_ID, type RecycleMerchant } from '../../fixtures/factories/recycle.ts';
