/**
 * A receiver's name, phone and address out of what members paste (a message from family, a shop's
 * "copy address"), and the address WeChat's address book gives as its parts. Pure: the address form
 * decides what a part replaces.
 */
import { phoneDigits } from './validate';

/** The server's limits, in characters (code points, as it counts them). */
export const RECEIVER_MAX = 30;
export const ADDRESS_MAX = 200;

/** What a text gave: a part it could not find is absent, never guessed. */
export interface AddressParts {
  name?: string;
  phone?: string;
  address?: string;
}

const HAN = '\u3400-\u9fff';
const MUNICIPALITY = '北京|天津|上海|重庆';
const REGION = `${MUNICIPALITY}|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门`;
const STARTS_WITH_REGION = new RegExp(`^(${REGION})`);

/**
 * A region's parts and the detail as one line. A municipality is its own province and city (WeChat
 * gives 上海市 twice); a detail that repeats the end of the region (浦东新区世纪大道…) keeps one copy.
 */
export function joinRegion(region: readonly string[], detail: string): string {
  const parts = region.map((part) => part.trim()).filter((part, i, all) => part && part !== all[i - 1] && part !== '市辖区');
  const rest = detail.trim();
  for (let i = 0; i < parts.length; i++) if (rest.startsWith(parts.slice(i).join(''))) return parts.slice(0, i).join('') + rest;
  return parts.join('') + rest;
}

// ——— Pasted text ———

type Field = 'name' | 'phone' | 'address' | 'skip' | 'heading';

/** Labels as shops and people write them; 'skip': the value that follows is none of the three; 'heading': a title over them. */
const LABELS: [Field, string][] = [
  ['phone', '手机号码|手机号|联系电话|联系手机|联系方式|电话号码|收货电话|手机|电话|微信|phone|tel|mobile|telephone'],
  ['name', '收货人|收件人|联系人|姓名|名字|收件|收货|name|receiver|recipient|consignee'],
  ['address', '所在地区|所在地|省市区|详细地址|收货地址|收件地址|街道地址|地址|我的地址是|地址是|地区|address|addr'],
  ['skip', '邮政编码|邮编|postcode|zip|备注|留言|note|remark|订单编号|订单号'],
  ['heading', '收货信息|收件信息|地址信息|收货人信息'],
];
const fieldOf = new Map<string, Field>(LABELS.flatMap(([field, words]) => words.split('|').map((word) => [word, field] as [string, Field])));
/** Longest first: a regex alternation takes the first that matches (收件地址 before 收件). */
const CHINESE_LABELS = [...fieldOf.keys()].filter((word) => !/[a-z]/.test(word)).sort((a, b) => b.length - a.length);
const labels = (keep: (word: string) => boolean) => CHINESE_LABELS.filter(keep).join('|');
/** Labels that never occur inside a name or an address: a label even with nothing before it. */
const LABEL_ANYWHERE = new RegExp(`(${labels((w) => w.length > 2 || w === '姓名' || w === '地址')})`, 'g');
/** 地区 ends prefecture names (喀什地区): a label only on its own. */
const LABEL_PREFIX = new RegExp(`^(${labels((w) => w !== '地区')})`);
/** A name or phone label after a name (张三电话). */
const LABEL_SUFFIX = new RegExp(`(${labels((w) => fieldOf.get(w) !== 'address')})$`);
/** "Please send it to": what comes next is where. */
const SEND_TO = /^(?:(?:麻烦|请|帮忙|帮我)(?:邮寄|寄|发|送)(?:到|至|往|给)?|(?:邮寄|寄|发|送)(?:到|至|往|给))/;

/** A mobile number with what people put around it: its label, brackets, +86 or (+86), spaces, dashes, dots. */
const MOBILE = new RegExp(
  `(?:(?:${labels((w) => fieldOf.get(w) === 'phone')})\\s*[:：]?\\s*)?[(（]?((?:(?:\\+|00)?86[ .-]?|[(（]\\s*\\+?86\\s*[)）][ .-]?)?1[3-9]\\d(?:[ .-]?\\d){8})[)）]?`,
  'gi',
);
/** What is no usable mobile but must not end up in the address: a postal code, a masked mobile (138****5678), a landline. */
const NOT_ADDRESS =
  /(?:邮政编码|邮编|post(?:al)?\s?code|zip(?:\s?code)?)\s*[:：]?\s*\d{6}|1[3-9]\d[*＊]{4}\d{4}|(?:\+?86[ -]?)?0\d{2,3}-?\d{7,8}(?:-\d{1,4})?/gi;
const SEPARATOR = /[\s,，、;；:：|｜。!！【】[\]“”"]+/;
const PHONE_MARK = '\u0001';

const TITLE = '先生|女士|小姐|阿姨|叔叔|老师|同学|大姐|大哥|姐姐|哥哥|奶奶|爷爷|大爷|大妈|师傅|律师|医生|经理|老板';
const HAS_TITLE = new RegExp(`(${TITLE})$`);
/** Two to four characters; one to four and a title; a name of two parts joined by a middle dot. */
const HAN_NAME = new RegExp(`^(?:[${HAN}]{2,4}|[${HAN}]{1,4}(?:${TITLE})|[${HAN}]{1,6}·[${HAN}]{1,8})$`);
const LATIN_WORD = /^[A-Za-z][A-Za-z'’.-]+$/;
const COMPOUND_SURNAME = /^(欧阳|司马|上官|诸葛|东方|皇甫|慕容|令狐|公孙|司徒)/;
/** Common single surnames; those that also start place names (江, 海, 南, 平…) are left out. */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱尹薛闫段雷侯史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤';
/**
 * Words around the parts that are none of them: a gender, a greeting, a shop's name, a title on its
 * own, "same number on WeChat", who it is for (我女儿, 我的…).
 */
const NOISE = new RegExp(`^(?:男|女|你好|您好|谢谢|多谢|麻烦了|辛苦了|淘宝|天猫|京东|拼多多|${TITLE}|[(（]?(?:微信同号|同微信|微信同步)[)）]?|我.{0,4}|.+的)$`);
/** A piece with nothing to read in it (a lone slash or dash between parts). */
const READABLE = new RegExp(`[\\dA-Za-z${HAN}]`);

/** How a part of an address ends: a region, a road, a number, a building; or a place. */
const ADDRESS_END = /[省市区县旗盟州镇乡村路街道巷弄号栋幢楼室座层户组]$/;
const PLACE_END = /[园苑城场厦院湾庄里屯寓府居所站港桥口门店馆寺心期]$/;
const DISTRICT = new RegExp(`^[${HAN}]{1,4}[区县旗]$`);
const ADDRESS_WORD = /[省市区县镇乡村路街道巷弄号栋幢楼室]|\d/;

interface Token {
  text: string;
  /** The label this token follows (until the next label). */
  under?: Field;
  /** Right after a label: the labelled value itself. */
  first?: boolean;
  /** A found phone stood here. */
  phone?: boolean;
}

/** Splits the text into values, each knowing the label it comes under; a removed phone leaves a marker. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let under: Field | undefined;
  let first = false;
  const label = (field: Field) => {
    under = field;
    first = true;
  };
  for (const piece of text.split(SEPARATOR)) {
    let rest = piece;
    if (rest === PHONE_MARK) {
      out.push({ text: '', phone: true });
      continue;
    }
    if (!READABLE.test(rest) || NOISE.test(rest)) continue;
    const whole = fieldOf.get(rest.toLowerCase().replace(/\.$/, ''));
    if (whole) {
      if (whole !== 'heading') label(whole);
      continue;
    }
    const send = SEND_TO.exec(rest);
    if (send) {
      label('address');
      rest = rest.slice(send[0].length);
      if (!rest || NOISE.test(rest)) continue;
    }
    const prefix = LABEL_PREFIX.exec(rest);
    if (prefix && rest.length > prefix[1].length) {
      const field = fieldOf.get(prefix[1])!;
      if (field !== 'heading') label(field);
      rest = rest.slice(prefix[1].length);
    }
    const suffix = LABEL_SUFFIX.exec(rest);
    const then = suffix && rest.length > suffix[1].length ? fieldOf.get(suffix[1]) : undefined;
    if (then) rest = rest.slice(0, -suffix![1].length);
    // A postal code, or a number given as the phone that is no mobile: not part of the address.
    const number = /^\d{6}$|^[\d()+-]{7,}$/.test(rest) || (under === 'phone' && first && /^[\d()+-]+$/.test(rest));
    // 张三收, 张三（收）: "for 张三".
    const forWhom = /^(.+?)[(（]?收[)）]?$/.exec(rest);
    if (forWhom && nameLike(forWhom[1])) rest = forWhom[1];
    if (under === 'skip')
      under = undefined; // its one value left out
    else if (!number) out.push({ text: rest, under, first });
    first = false;
    if (then) label(then);
  }
  // A surname spaced from its given name or title (张 伟, 王 先生) is one name.
  for (let i = out.length - 2; i >= 0; i--) {
    const joined = out[i].text + out[i + 1].text;
    if (out[i].text.length === 1 && out[i + 1].text.length <= 2 && hasSurname(out[i].text) && nameLike(joined)) out.splice(i, 2, { ...out[i], text: joined });
  }
  return out;
}

/** A Han name as people write it, that cannot be read as a place: no region, road or building word in it. */
function nameLike(text: string): boolean {
  return HAN_NAME.test(text) && !STARTS_WITH_REGION.test(text) && !/[省市区县]/.test(text);
}
const hasSurname = (text: string) => COMPOUND_SURNAME.test(text) || SURNAMES.includes(text[0]);
const isLatin = (token: Token | undefined) => !!token && !token.phone && LATIN_WORD.test(token.text);
const addressLike = (token: Token | undefined) =>
  !!token &&
  !token.phone &&
  (STARTS_WITH_REGION.test(token.text) ||
    ADDRESS_END.test(token.text) ||
    PLACE_END.test(token.text) ||
    (token.text.length > 2 && ADDRESS_WORD.test(token.text)));

/** How much a token (or a run of Latin words) reads as a person's name rather than part of an address; ≤ 0 is not a name. */
function nameScore(list: Token[], from: number, count: number): number {
  const text = list[from].text;
  const before = list[from - 1];
  const after = list[from + count];
  let score = 0;
  if (count > 1) score = 4;
  else if (nameLike(text)) {
    if (HAS_TITLE.test(text)) score += 4;
    else if (ADDRESS_END.test(text)) score -= 5;
    else if (PLACE_END.test(text)) score -= 2;
    if (COMPOUND_SURNAME.test(text)) score += 3;
    else if (SURNAMES.includes(text[0])) score += 2;
    if (text.length <= 3) score += 1;
  } else return 0;
  if (!before || !after) score += 1;
  if (before?.phone || after?.phone) score += 1;
  if (addressLike(before) && addressLike(after)) score -= 3;
  // A place the address names too (张店 beside 张店区).
  if (list.some((t, i) => i !== from && t.text.length > text.length && t.text.includes(text))) score -= 3;
  // A city written without 市 before its district (深圳 南山区).
  if (after && DISTRICT.test(after.text)) score -= 3;
  return score;
}

/** The name's tokens [from, count]: the labelled one, else the likeliest; null when nothing reads as a name. */
function findName(list: Token[]): [number, number] | null {
  const latinRun = (i: number) => {
    let n = 0;
    while (isLatin(list[i + n]) && (n === 0 || !list[i + n].first)) n++;
    return n;
  };
  const labelled = list.findIndex((t) => t.under === 'name' && t.first && !t.phone);
  if (labelled >= 0 && (!addressLike(list[labelled]) || nameLike(list[labelled].text))) {
    const run = latinRun(labelled);
    return [labelled, run >= 2 && run <= 3 ? run : 1];
  }
  let best: [number, number] | null = null;
  let bestScore = 0;
  for (let i = 0; i < list.length; i++) {
    const run = latinRun(i);
    // A Latin name is two or three words on their own, not part of a longer Latin line.
    const count = run >= 2 && run <= 3 && !isLatin(list[i - 1]) ? run : 1;
    const score = list[i].phone || (run > 1 && count === 1) ? 0 : nameScore(list, i, count);
    if (score > bestScore) {
      best = [i, count];
      bestScore = score;
    }
  }
  return best;
}

/** Joins address pieces: CJK runs join directly; two Latin words or numbers keep a space between them. */
function joinPieces(pieces: string[]): string {
  let out = '';
  for (const piece of pieces) out += out && /[A-Za-z0-9]$/.test(out) && /^[A-Za-z0-9]/.test(piece) ? ` ${piece}` : piece;
  return out;
}

/**
 * A name glued to the address with nothing between: before its province, or after its door number.
 * Without a common surname only where the phone was glued to it too (张三13812345678广东省…).
 */
function gluedName(text: string, byPhone: boolean): [string, string] | null {
  const name = (part: string) =>
    nameLike(part) && (byPhone || hasSurname(part)) && !/[路街道巷弄号栋幢楼室座层单元门院村镇乡]/.test(part.replace(HAS_TITLE, '')) && !PLACE_END.test(part);
  const lead = new RegExp(`^([${HAN}]{2,4}?)((?:${REGION}).+)$`).exec(text);
  if (lead && name(lead[1])) return [lead[1], lead[2]];
  const tail = new RegExp(`^(.*[\\d号室)）])([${HAN}]{2,3}|[${HAN}]{1,2}(?:${TITLE}))$`).exec(text);
  if (tail && name(tail[2])) return [tail[2], tail[1]];
  return null;
}

/**
 * The name, phone and address in a pasted text, in any order, labelled or not. The phone comes back
 * as its 11 digits; a postal code, labels and separators are dropped; a municipality named twice
 * (上海 上海市) reads once.
 */
export function parseAddressText(text: string): AddressParts {
  const found: AddressParts = {};
  const plain = text
    .replace(/[０-９＋－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(MOBILE, (match: string, number: string, offset: number, all: string) => {
      const start = offset + match.indexOf(number);
      const digits = phoneDigits(number.replace(/^00/, ''));
      if (/\d/.test(all[start - 1] ?? '') || /\d/.test(all[start + number.length] ?? '') || !/^\d{11}$/.test(digits)) return match;
      found.phone ??= digits;
      return ` ${PHONE_MARK} `;
    })
    .replace(NOT_ADDRESS, ' ')
    // A list's numbering (1. 2、 3）) at the start of a part.
    .replace(/(^|[\s,，;；])\d{1,2}[.、)）](?!\d)/g, '$1')
    // A slash between words (手机/微信, 收件人 / 电话) parts them; one between numbers (3/F) does not.
    .replace(new RegExp(`([${HAN}])\\s*[/／]|[/／]\\s*(?=[${HAN}])`, 'g'), '$1 ')
    .replace(LABEL_ANYWHERE, '\n$1\n');
  const list = tokens(plain);
  const name = findName(list);
  const inName = (i: number) => !!name && i >= name[0] && i < name[0] + name[1];
  if (name)
    found.name = list
      .slice(name[0], name[0] + name[1])
      .map((t) => t.text)
      .join(' ');
  else {
    // Tokens beside the phone first: a name glued to the address is usually glued to the phone too.
    const order = list.map((_, i) => [i, !!(list[i - 1]?.phone || list[i + 1]?.phone)] as const).sort((a, b) => +b[1] - +a[1]);
    for (const [i, byPhone] of order) {
      const glued = !list[i].phone && gluedName(list[i].text, byPhone);
      if (glued) {
        [found.name, list[i].text] = glued;
        break;
      }
    }
  }
  const address = joinPieces(list.filter((t, i) => !t.phone && !inName(i)).map((t) => t.text))
    .replace(new RegExp(`^(${MUNICIPALITY})市?(?:\\1市)`), '$1市')
    .replace(/^(\D{2,8}?市)市辖区/, '$1');
  if (address) found.address = address;
  return found;
}
