import { findMoney } from './src/modules/analysis/builtin/money.js'
for (const t of ['Let me check with the hiring manager. I think 99,000 is possible, plus a $5,000 signing bonus.', 'I think 99,000 is possible, plus a $5,000 signing bonus.', 'Great, then we\'re agreed: 99,000 base, 5,000 signing bonus, and the December vacation is fine.', "entre 55 000 et 60 000 euros"])
  console.log(JSON.stringify(findMoney(t, [92000, 105000])))
