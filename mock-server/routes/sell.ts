// Selling: publish a consignment or its edit (validated against the game's template). 我的代售's calls (my
// listings, 上架 / 下架, 改价) are routes/listing.ts; what each does to a listing, and its audit (automatic after
// MOCK_AUDIT_MS, or through the control API), is domain/listing.ts.
import { z } from 'zod';
import type { AttributeTemplate, GoodsFieldKey } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { isRecord } from '../lib/json.ts';
import { fail, ok } from '../lib/envelope.ts';
import { CN_MOBILE, parse } from '../lib/validate.ts';
import { consignmentBody } from '../../src/contract/common/requests.ts';
import { CONTACT_MESSAGES, QQ_RE, WECHAT_RE } from '../lib/contacts.ts';
import { importantRemarkOf, parseImportantRemark } from '../domain/listing.contacts.ts';
import { ownGoods } from './common.ts';
import { gameOrFail } from './game.ts';
import { editListing, publishListing, type ListingContent } from '../domain/listing.ts';
import type { Routes } from './registry.ts';
import { AccountSource, GameType } from '../../src/contract/statuses.ts';

const CONTACT_RULES: Record<'phone' | 'qq' | 'wechat', { re: RegExp; msg: string }> = {
  phone: { re: CN_MOBILE, msg: CONTACT_MESSAGES.phone },
  qq: { re: QQ_RE, msg: CONTACT_MESSAGES.qq },
  wechat: { re: WECHAT_RE, msg: CONTACT_MESSAGES.wechat },
};

interface DraftContacts {
  contactType: 'phone' | 'qq' | 'wechat';
  contact: string;
  accountSource: AccountSource;
  importantRemark: string;
}

/** The seller's contacts from importantRemark (live) or contactType / contact / accountSource (friendly). */
function contactsOf(body: z.output<typeof consignmentBody>): DraftContacts {
  if (body.importantRemark !== undefined) {
    const c = parseImportantRemark(body.importantRemark);
    return { contactType: 'phone', contact: c.phone, accountSource: c.accountSource, importantRemark: importantRemarkOf(c) };
  }
  if (body.contactType === undefined || body.contact === undefined) fail('请填写联系方式（importantRemark）');
  if (body.accountSource === undefined) fail('请选择账号来源（accountSource）');
  const rule = CONTACT_RULES[body.contactType];
  if (!rule.re.test(body.contact)) fail(rule.msg);
  const accountSource = body.accountSource;
  return {
    contactType: body.contactType, contact: body.contact, accountSource,
    importantRemark: importantRemarkOf({ [body.contactType]: body.contact, accountSource }),
  };
}

/** Checks f1..f20 against the template: required ones present, numbers numeric, options known. */
export function templateFields(body: Record<string, unknown>, templates: AttributeTemplate[]): Partial<Record<GoodsFieldKey, string>> {
  const out: Partial<Record<GoodsFieldKey, string>> = {};
  for (const key of Object.keys(body)) {
    if (!/^f\d+$/.test(key)) continue;
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') continue;
    if (!templates.some((t) => t.aavName === key)) fail(`${key} 不是该游戏的属性`);
  }
  for (const t of templates) {
    if (!t.isShow) continue;
    const raw = body[t.aavName];
    const name = `「${t.fieldName}」（${t.aavName}）`;
    if (raw === undefined || raw === null || raw === '') {
      if (t.must) fail(`请填写${name}`);
      continue;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') fail(`${name}应为字符串`);
    const value = String(raw).trim();
    const options = t.childAttributes.map((o) => o.fieldName);
    switch (t.fieldType) {
      case 'number':
        if (!/^\d{1,9}$/.test(value)) fail(`${name}必须是非负整数`);
        out[t.aavName] = String(Number(value));
        break;
      case 'radio':
        if (!options.includes(value)) fail(`${name}的选项「${value}」不存在`);
        out[t.aavName] = value;
        break;
      case 'checkbox': {
        const picked = value.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
        const bad = picked.find((p) => !options.includes(p));
        if (bad !== undefined) fail(`${name}的选项「${bad}」不存在`);
        if (new Set(picked).size !== picked.length) fail(`${name}有重复的选项`);
        out[t.aavName] = picked.join(',');
        break;
      }
      case 'boxradio': {
        const pairs = value.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
        const seen = new Set<string>();
        for (const pair of pairs) {
          const [opt, nested, extra] = pair.split(/[:：]/);
          const option = t.childAttributes.find((o) => o.fieldName === opt);
          if (!option) fail(`${name}的选项「${opt}」不存在`);
          if (extra !== undefined || !nested || !option.childAttributes?.some((n) => n.fieldName === nested)) {
            fail(`${name}的「${opt}」需要选择有效的子选项（格式：选项:子选项）`);
          }
          if (seen.has(opt)) fail(`${name}有重复的选项「${opt}」`);
          seen.add(opt);
        }
        out[t.aavName] = pairs.map((p) => p.replace('：', ':')).join(',');
        break;
      }
      default:
        if (value.length > 200) fail(`${name}不能超过 200 个字`);
        out[t.aavName] = value;
    }
  }
  return out;
}

/** The 区服 of a draft: 手游 need system + carrier, 端游 group + server, each belonging to the game. */
function regionOf(ctx: MockContext, gameId: number, type: GameType, body: z.output<typeof consignmentBody>): Partial<GoodsRow> {
  const attr = (id: number | undefined, key: 'system' | 'carrier' | 'group' | 'server', label: string, parentId?: number) => {
    const hasAny = ctx.store.db.gameAttributes.some((a) => a.gameId === gameId && a.systemKey === key);
    if (!hasAny) return undefined;
    if (id === undefined) fail(`请选择${label}（${key}Id）`);
    const a = ctx.store.attributesById.get(id);
    if (!a || a.gameId !== gameId || a.systemKey !== key || (parentId !== undefined && a.parentId !== 0 && a.parentId !== parentId)) {
      fail(`${label}（${key}Id）不存在或不属于该游戏`);
    }
    return a;
  };
  if (type === GameType.mobile) {
    const system = attr(body.systemId, 'system', '系统');
    const carrier = attr(body.carrierId, 'carrier', '运营商', system?.id);
    return { systemId: system?.id, systemName: system?.fieldName, carrierId: carrier?.id, carrierName: carrier?.fieldName };
  }
  const group = attr(body.groupId, 'group', '大区');
  const server = attr(body.serverId, 'server', '服务器', group?.id);
  return { groupId: group?.id, groupName: group?.fieldName, serverId: server?.id, serverName: server?.fieldName };
}

export function sellRoutes(routes: Routes): void {
  const r = routes.domain('sell');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/need/consignment', (c) => {
    const user = c.trader('发布寄售');
    const body = parse(consignmentBody, c.body);
    const raw = isRecord(c.body) ? c.body : {};
    const game = gameOrFail(ctx, body.gameId);
    const fields = templateFields(raw, store.templatesByGame.get(game.id) ?? []);
    const region = regionOf(ctx, game.id, game.type, body);
    const contacts = contactsOf(body);
    const canGuarantee = body.assurance !== undefined ? body.assurance === 1 : body.canGuarantee ?? false;
    const existing = body.id === undefined ? undefined : ownGoods(c, body.id);
    const content: ListingContent = {
      gameId: game.id, gameName: game.name, gameType: game.type,
      systemId: undefined, systemName: undefined, carrierId: undefined, carrierName: undefined,
      groupId: undefined, groupName: undefined, serverId: undefined, serverName: undefined, ...region,
      title: body.title, des: body.des ?? '', price: body.price, newPrice: body.price,
      titleImg: body.titleImg, urlArr: body.urlArr ?? [], isGuarantee: canGuarantee ? 1 : 0,
      ...contacts, canGuarantee,
    };
    const account = { accountNumber: body.accountNumber, accountPassword: body.accountPassword };
    // The request is validated above; an edit the listing's state forbids is refused before anything is written.
    if (existing) {
      editListing(ctx, existing, content, fields, account);
      return ok({ id: existing.id }, '修改成功，请等待管理员审核');
    }
    return ok({ id: publishListing(ctx, user, content, fields, account).id }, '发布成功，请等待管理员审核');
  });
}
