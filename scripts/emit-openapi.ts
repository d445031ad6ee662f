import fs from 'node:fs'
import { generateContract, OPENAPI_DTS, OPENAPI_JSON } from './openapi-contract.js'

/** `npm run openapi`: writes openapi/openapi.json and openapi/schema.d.ts from the code. */
const { json, dts, document } = await generateContract()
fs.writeFileSync(OPENAPI_JSON, json)
fs.writeFileSync(OPENAPI_DTS, dts)
console.log(`openapi: ${Object.keys(document.paths).length} paths written to openapi/openapi.json and openapi/schema.d.ts`)
