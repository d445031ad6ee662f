/**
 * The local chat-completions server of the summarizer tests, as its own process for the llm bench (so its
 * CPU is not counted as the service's). Prints its base URL on the first line of stdout.
 */
import { startFakeModel } from '../../service/test/llm/fake-model.js'

const fake = await startFakeModel()
console.log(fake.url)
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)))
