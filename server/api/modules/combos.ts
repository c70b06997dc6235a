/** /api/combo/*: top-up offers; create makes a pending top-up payment for one of the member's cards. */
import { Hono } from 'hono';
import type { Combo } from '../../../src/api/types';
import { ownCardByNo } from './cards';
import { findCombo, type ComboRow } from './catalog';
import { yuan, type Ctx, type Env } from '../lib/context';
import { ok } from '../lib/envelope';
import { insertPayment } from './pay';
import { posInt, readBody, str } from '../lib/validate';
import { langOfRequest, pick } from '../lib/words';

export function comboRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/list', (c) => {
    const rows = ctx.db.prepare('SELECT * FROM combos ORDER BY id').all() as ComboRow[];
    const lang = langOfRequest(c);
    const list: Combo[] = rows.map((r) => ({
      id: r.id,
      name: pick(lang, r.name, r.nameZh),
      description: pick(lang, r.description, r.descriptionZh),
      price: yuan(r.price),
    }));
    return ok(c, list);
  });

  app.post('/create', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const comboId = posInt(body, 'comboId');
    const cardNo = str(body, 'cardNo', { max: 32 });
    const combo = findCombo(ctx, comboId);
    const card = ownCardByNo(ctx, memberId, cardNo);
    return ok(c, insertPayment(ctx, { memberId, kind: 'combo', targetId: combo.id, cardId: card.id, amount: combo.price }));
  });

  return app;
}
