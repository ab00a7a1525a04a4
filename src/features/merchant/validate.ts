// 商户入驻's field rules: each returns the Chinese message of a failing value, null when it passes.

const length = (value: string) => Array.from(value).length;

/** 店铺名称: 2–30 characters. */
export function validateShopName(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入店铺名称';
  if (length(v) < 2) return '店铺名称至少2个字';
  if (length(v) > 30) return '店铺名称最多30个字';
  return null;
}

/** 联系方式: a phone, QQ or WeChat id — 5–50 characters. */
export function validateContact(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入联系方式';
  if (v.length < 5) return '联系方式至少5个字符';
  if (v.length > 50) return '联系方式最多50个字符';
  return null;
}

/** 经营游戏: at least one, and their names (joined by 、) at most 200 characters. */
export function validateGames(names: readonly string[]): string | null {
  if (names.length === 0) return '请至少选择一款经营游戏';
  if (length(names.join('、')) > 200) return '选择的游戏过多，请减少后再提交';
  return null;
}
