import type { Rule } from 'eslint'

export declare const noLiteralText: Rule.RuleModule
