import { accessibilitySuite } from '../helpers/accessibility-suite'

/** axe on a phone: the page types and languages the desktop run leaves, and the phone's menu. */
accessibilitySuite('phone')
