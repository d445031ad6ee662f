import fs from 'node:fs'
import { generateContract, OPENAPI_DTS, OPENAPI_JSON, ROLE_RULES_JSON } from './openapi-contract.js'

/** `npm run openapi`: writes openapi/openapi.json, openapi/schema.d.ts and openapi/role-rules.json from the code. */
const { json, dts, rules, document } = await generateContract()
fs.writeFileSync(OPENAPI_JSON, json)
fs.writeFileSync(OPENAPI_DTS, dts)
fs.writeFileSync(ROLE_RULES_JSON, rules)
console.log(
  `openapi: ${Object.keys(document.paths).length} paths written to openapi/openapi.json and openapi/schema.d.ts`,
)
