import { accessibilitySuite } from '../helpers/accessibility-suite'

/** axe on the desktop: half of the page types in English, the other half in Ukrainian (the phone has the rest). */
accessibilitySuite('desktop')
