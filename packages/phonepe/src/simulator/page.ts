/**
 * The hosted checkout page a shopper lands on (PhonePe's PAY_PAGE stand-in). Plain HTML, no
 * scripts, readable at 390 px. The form POSTs back here; the decision is applied, the webhook goes
 * out in the background, and the shopper is 303-redirected to the merchant's redirectUrl (a GET,
 * as PhonePe's v1 REDIRECT mode and v2 both do).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decideOrder, refreshExpiry } from './orders';
import type { Sim, SimOrder } from './state';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f3f0f9;color:#1d1d1f}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.1rem;margin:0 0 4px;color:#5f259f}
.amount{font-size:2rem;font-weight:700;margin:12px 0}
.muted{color:#555;font-size:.9rem}
label{display:block;margin:16px 0 6px;font-weight:600}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:12px;border:1px solid #bbb;border-radius:8px}
button{display:block;width:100%;font-size:1.05rem;padding:14px;margin-top:12px;border:0;border-radius:8px;cursor:pointer}
.pay{background:#5f259f;color:#fff}.decline{background:#fbe9e9;color:#a40000}.pending{background:#eee;color:#333}
.error{color:#a40000;font-weight:600}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card">${body}</div></main></body></html>`;
}

function checkoutPage(sim: Sim, o: SimOrder, error: string | null): string {
  const merchant = sim.opts.merchantName ?? sim.opts.merchantId;
  const amount = formatRupees(o.amount);
  return page(
    `Pay ${amount} - PhonePe simulator`,
    `<h1>${escapeHtml(merchant)}</h1>
<p class="muted">PhonePe simulator · ${escapeHtml(o.message || 'Payment')}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">Order ${escapeHtml(o.merchantOrderId)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="vpa">UPI ID</label>
<input id="vpa" name="vpa" inputmode="email" autocomplete="off" placeholder="success@ybl or failed@ybl">
<button class="pay" type="submit" name="action" value="upi">Pay with UPI ID</button>
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="decline" type="submit" name="action" value="decline">Decline</button>
<button class="pending" type="submit" name="action" value="pending">Leave pending</button>
</form>
<p class="muted">success@ybl pays, failed@ybl declines.</p>`,
  );
}

function closedPage(o: SimOrder): string {
  const what = o.state === 'COMPLETED' ? 'has been paid' : 'is no longer open';
  return page(
    'Payment closed - PhonePe simulator',
    `<h1>This payment ${what}</h1><p class="amount">${escapeHtml(formatRupees(o.amount))}</p>
<p><a href="${escapeHtml(o.redirectUrl)}">Return to the merchant</a></p>`,
  );
}

export function registerPageRoutes(app: FastifyInstance, sim: Sim): void {
  const find = (token: string) => sim.state.byPageToken.get(token);

  /**
   * Own CSP so a host server's stricter default (no inline style) does not strip the page, and so
   * that the 303 after the form POST may leave for the merchant's origin (browsers apply
   * form-action to redirects that follow a submission).
   */
  function html(reply: FastifyReply, status: number, body: string, o?: SimOrder) {
    let merchant = '';
    try {
      merchant = o ? ` ${new URL(o.redirectUrl).origin}` : '';
    } catch {
      merchant = '';
    }
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${merchant}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(body);
  }

  app.get<{ Params: { token: string } }>('/pay/:token', async (request, reply) => {
    const o = find(request.params.token);
    if (!o) return html(reply, 404, page('Not found', '<h1>Unknown or expired payment link</h1>'));
    refreshExpiry(sim, o);
    if (o.state !== 'PENDING') return html(reply, 200, closedPage(o), o);
    return html(reply, 200, checkoutPage(sim, o, null), o);
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    '/pay/:token',
    async (request, reply) => {
      const o = find(request.params.token);
      if (!o)
        return html(reply, 404, page('Not found', '<h1>Unknown or expired payment link</h1>'));
      const form = request.body ?? {};
      let action = form.action;
      if (action === 'upi') {
        const vpa = (form.vpa ?? '').trim().toLowerCase();
        if (vpa === 'success@ybl') action = 'pay';
        else if (vpa === 'failed@ybl') action = 'decline';
        else
          return html(
            reply,
            400,
            checkoutPage(sim, o, 'Use success@ybl to pay or failed@ybl to decline.'),
            o,
          );
      }
      if (action === 'pay' || action === 'decline') decideOrder(sim, o, action, true);
      else if (action !== 'pending') {
        return html(reply, 400, checkoutPage(sim, o, 'Choose Pay, Decline or Leave pending.'), o);
      }
      return reply.redirect(o.redirectUrl, 303);
    },
  );
}
