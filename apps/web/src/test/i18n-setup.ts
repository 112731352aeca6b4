import { i18n } from '@lingui/core'
import app from '@/locales/en/app.json'
import messages from '@/locales/en/messages.json'
import signIn from '@/locales/en/sign-in.json'

// Outside a build the messages are compiled as they are first used (Lingui's development mode).
i18n.load('en', { ...signIn, ...messages, ...app })
i18n.activate('en')
