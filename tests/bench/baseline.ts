/**
 * The baseline (issue 16): the same jobs as the app with no framework, no bundle and no
 * catalog, one hand-written document served by the same server as the builds. Its one inline script
 * reads the token, asks the same API and writes the markup the bench waits for:
 * - `#/`: the member's card (`[data-tier]`) and home's menu, "my orders" among it; on an OAuth landing
 *   (`?code&state`) the code exchanged for a token first (`GET /wechat/authorize`);
 * - `#/order` (landed on, or after a tap on "my orders"): the order rows
 *   (`ul[aria-label="<order.title>"] > li button`), the first page of `GET /api/order/list`, in its own
 *   scroller (`[data-status]`, as the app's) that asks for the next page of 10 as its end nears: the
 *   runtime phase pages it to 200 rows and touch-scrolls it like the app's list (no pull to refresh).
 * Its styles are inline and small (a tier gradient, rows with a 72 px picture), so painting costs
 * about what the app's does; what it leaves out is everything a framework, a router, a catalog and a
 * second round trip for script add. Not a product: nothing here ships.
 *
 * The kept baseline (issue 49) is the same page plus a few lines: it keeps the card and the list's first
 * page it showed, the signed-in member's, in localStorage, and on a return visit paints them first, then
 * asks as the baseline does and puts the answer in their place. On a cold visit it has nothing kept: it
 * is the baseline.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BaselineText {
  /** The member's home title, the list's label, the menu's "my orders", tier names, the card's words. */
  homeTitle: string;
  orders: string;
  orderTitle: string;
  tiers: Record<'svip' | 'vip' | 'default', string>;
  validUntil: string;
  eggs: string;
  shipEggs: string;
  orderNo: string;
  quantity: string;
  states: string[];
  menu: string[];
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,sans-serif;background:#f6f3ee;color:#3b342c}
main{padding:12px}h1{font-size:17px;margin:0 0 12px;text-align:center}
.card{position:relative;overflow:hidden;border-radius:16px;padding:16px;min-height:180px;box-shadow:0 4px 16px #0002;color:#fff;
background:linear-gradient(135deg,#3b2f2a,#7a5c3c)}.card[data-tier=vip]{background:linear-gradient(135deg,#8a6a2a,#d4b06a)}
.card[data-tier=default]{background:linear-gradient(135deg,#6b7280,#9ca3af)}.card img{width:44px;height:44px;border-radius:50%;vertical-align:middle}
.card p{margin:4px 0}.no{font:600 18px ui-monospace,monospace;letter-spacing:2px;margin-top:24px!important}
.bar{display:flex;justify-content:space-between;margin-top:12px}.bar button{border:0;border-radius:14px;padding:4px 12px}
.sk{height:180px;border-radius:16px;background:#e4ddd2}
.menu{list-style:none;margin:12px 0;padding:0;background:#fff;border-radius:12px}.menu button,.rows button{display:block;width:100%;text-align:left;
font:inherit;color:inherit;background:none;border:0;padding:12px 16px;min-height:44px}
.rows{list-style:none;margin:0;padding:0}.rows li{background:#fff;border-radius:12px;margin-bottom:8px}
.rows button{display:flow-root}.rows .h{display:flex;justify-content:space-between;color:#8a8178;font-size:12px}
.sc{height:calc(100vh - 62px);overflow-y:auto;overscroll-behavior-y:contain}.end{min-height:44px;margin:0}
.rows .p{display:block;float:left;width:72px;height:72px;margin:8px 12px 0 0;border-radius:8px;background:#f0ebe3}
.rows .n{display:block;margin-top:8px}.rows .m{display:block;overflow:hidden;color:#8a8178;font-size:12px;white-space:pre-line}`;

/**
 * The kept baseline's lines: `kept(path)` is what it showed last time for `path` when it is the signed-in
 * member's (the `member` key the app reads), `keep(path, data)` keeps what it shows now.
 */
const KEPT = `function kept(p){try{var m=localStorage.getItem('member'),k=JSON.parse(localStorage.getItem('kept'));return m&&k&&k.m===m?k.e[p]:undefined}catch(e){}}
function keep(p,v){try{var m=localStorage.getItem('member'),k=JSON.parse(localStorage.getItem('kept'));if(!k||k.m!==m)k={m:m,e:{}};k.e[p]=v;localStorage.setItem('kept',JSON.stringify(k))}catch(e){}}
`;
/** The baseline: neither keeps nor paints anything kept. */
const NOTHING_KEPT = 'function kept(){}function keep(){}\n';

/** The inline script; `T` is the text it writes (English, as the bench's locale is). */
const script = (text: BaselineText, keeps: boolean) => `(function(){
var T=${JSON.stringify(text)},d=document,root=d.getElementById('root'),token=null;
try{token=localStorage.getItem('token')}catch(e){}
${keeps ? KEPT : NOTHING_KEPT}function esc(s){return String(s==null?'':s).replace(/[&<>"]/g,function(c){return'&#'+c.charCodeAt(0)+';'})}
function get(path){return fetch(path,{headers:{Accept:'application/json',Authorization:token||''}}).then(function(r){return r.json()}).then(function(b){if(!b.success)throw new Error(b.errMessage);return b.data})}
// China wall-clock dates and times, by hand as the app's lib/format does (toLocaleString's first call
// builds an ICU formatter: ~80 ms of a tap at 6x)
function p2(n){return('0'+n).slice(-2)}
function cn(ms){return new Date(+ms+288e5)}
function day(ms){var t=cn(ms);return isNaN(t)?'':t.getUTCFullYear()+'-'+p2(t.getUTCMonth()+1)+'-'+p2(t.getUTCDate())}
function minute(ms){var t=cn(ms);return isNaN(t)?String(ms):day(ms)+' '+p2(t.getUTCHours())+':'+p2(t.getUTCMinutes())}
function tier(l){l=+l;return l===3?'svip':l===2?'vip':'default'}
function card(u){
  var c=u.card||{},t=tier(c.level);
  return'<div id="c" class="card" role="group" data-tier="'+t+'" aria-label="'+esc(T.tiers[t]+' '+u.nickname)+'"><div>'+
    (u.avatar?'<img src="'+esc(u.avatar)+'" alt="">':'')+' <b>'+esc(u.nickname)+'</b> '+esc(T.tiers[t])+'</div>'+
    '<p class="no">'+esc(String(c.cardNo||'').replace(/(.{4})(?=.)/g,'$1 '))+'</p><p>'+esc(T.validUntil)+' '+day(c.validTime)+'</p>'+
    '<div class="bar"><span>'+esc(T.eggs.replace('{n}',u.totalEgg))+'</span><button type="button">'+esc(T.shipEggs)+'</button></div></div>'}
function home(){
  var menu='<ul class="menu">'+T.menu.map(function(m){return'<li><button type="button"'+(m===T.orders?' data-orders':'')+'>'+esc(m)+'</button></li>'}).join('')+'</ul>',
    k=!/[?&]code=/.test(location.search)&&kept('/api/user/current');
  root.innerHTML='<main><h1>'+esc(T.homeTitle)+'</h1>'+(k?card(k):'<div id="c" class="sk"></div>')+menu+'</main>';
  root.querySelector('[data-orders]').onclick=function(){location.hash='#/order'};
  signIn().then(function(){return get('/api/user/current')}).then(function(u){
    var el=d.getElementById('c');if(!el)return;
    el.outerHTML=card(u);keep('/api/user/current',u);
  });
}
// An OAuth landing (?code&state, bench's landing phase): the code exchanged for a token first, as the app does.
function signIn(){
  var m=/[?&]code=([^&]+)/.exec(location.search);if(!m)return Promise.resolve();
  return get('/wechat/authorize?code='+m[1]).then(function(r){token=r.token;try{localStorage.setItem('token',token)}catch(e){}
    try{history.replaceState(null,'',location.pathname+location.hash)}catch(e){}});
}
function row(o){
  var pr={};try{pr=JSON.parse(o.product)}catch(e){}
  var pic=(pr.pictures||[])[0];
  // the app's row (pages/fulfilment/ListRow): a picture floating beside the name, the grey lines one text
  return'<li><button type="button"><span class="h">'+esc(minute(o.createTime))+'<span>'+esc(T.states[o.state])+'</span></span>'+
    (pic?'<img class="p" src="/oss/'+esc(pic)+'" alt="" width="72" height="72" loading="lazy" decoding="async">':'<span class="p"></span>')+
    '<span class="n">'+esc(pr.name)+'</span><span class="m">'+esc(T.orderNo)+': '+esc(o.orderNo)+(pr.spec?'\\n'+esc(pr.spec):'')+
    '\\n'+esc(T.quantity)+': '+esc(o.productNumber)+'</span></button></li>'}
// Its own scroller, as the app's list has: 10 rows a page, the next asked for when the end is
// within 250 px (spec section 9), appended as one string; no more once a page comes back short.
function list(p){return'<div id="l" class="sc" data-status="pulling"><ul class="rows" aria-label="'+esc(T.orderTitle)+'">'+p.list.map(row).join('')+'</ul><p class="end"></p></div>'}
function orders(){
  var k=kept('/api/order/list');
  root.innerHTML='<main><h1>'+esc(T.orderTitle)+'</h1>'+(k?list(k):'<div id="l" class="sk"></div>')+'</main>';
  get('/api/order/list').then(function(p){
    var el=d.getElementById('l');if(!el)return;
    el.outerHTML=list(p);keep('/api/order/list',p);
    var sc=d.querySelector('.sc'),ul=sc.firstChild,end=sc.lastChild,last=p.list.length&&p.list[p.list.length-1].id,busy=false,more=p.list.length>=10;
    if(!more||typeof IntersectionObserver=='undefined')return;
    var io=new IntersectionObserver(function(es){
      if(busy||!more||!es[es.length-1].isIntersecting)return;busy=true;
      get('/api/order/list?lastId='+last).then(function(q){
        ul.insertAdjacentHTML('beforeend',q.list.map(row).join(''));
        if(q.list.length)last=q.list[q.list.length-1].id;more=q.list.length>=10;busy=false;
        io.unobserve(end);if(more)io.observe(end);
      });
    },{root:sc,rootMargin:'0px 0px 250px 0px'});
    io.observe(end);
  });
}
function route(){(location.hash.indexOf('#/order')===0?orders:home)()}
addEventListener('hashchange',route);route();
})();`;

/** Writes the baseline page into `dir` (index.html only) for startBenchServer; `kept`: the kept baseline. */
export function writeBaseline(dir: string, text: BaselineText, { kept = false } = {}): void {
  mkdirSync(dir, { recursive: true });
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Eggcard baseline</title><style>${CSS}</style></head><body><div id="root"></div><script>${script(text, kept)}</script></body></html>`;
  writeFileSync(join(dir, 'index.html'), html);
}
