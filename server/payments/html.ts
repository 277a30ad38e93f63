import { paymentApi } from '../../src/contract/payments.ts';
import { escapeHtml } from '../../src/contract/html.ts';
export { escapeHtml } from '../../src/contract/html.ts';

/** A small standalone page (no scripts, styles from one same-origin sheet: CSP-compatible). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${paymentApi.sandboxCheckoutCss}"></head><body><main class="box">${body}</main></body></html>`;
}

export const checkoutCss = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:24px 12px;background:#eef0f6;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2033}
.box{width:100%;max-width:460px;background:#fff;border-radius:16px;box-shadow:0 10px 40px rgb(31 32 51/12%);padding:24px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#2b2d5c;letter-spacing:.02em}
.brand span{display:inline-block;padding:2px 8px;border-radius:6px;background:#2b2d5c;color:#fff;font-size:.75rem}
h1{font-size:1.35rem;margin:16px 0 4px}
.amount{font-size:2rem;font-weight:700;margin:8px 0}
.muted{color:#5b5d74;font-size:.9rem}
form{margin:0}
fieldset{border:1px solid #e6e0df;border-radius:12px;padding:12px 16px;margin:16px 0}
legend{font-weight:600;padding:0 4px}
label{display:flex;gap:8px;align-items:center;padding:6px 0}
.card{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.card label{flex-direction:column;align-items:stretch;gap:2px;font-size:.85rem}
input[type=text],select{font:inherit;padding:8px;border:1px solid #c9c4d6;border-radius:8px}
button{font:inherit;font-weight:600;width:100%;min-height:48px;border:0;border-radius:999px;background:#b4483d;color:#fff;cursor:pointer;margin-top:8px}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #2b2d5c;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.9rem}
td,th{text-align:left;padding:6px;border-bottom:1px solid #e6e0df;vertical-align:top}
code{font-size:1.1rem;font-weight:700}
`;
