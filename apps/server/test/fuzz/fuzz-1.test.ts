import { fuzzSuite } from './fuzz-suite.ts'

await fuzzSuite(0)
