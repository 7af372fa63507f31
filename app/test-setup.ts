// Unit tests render components in English, as a page of a shop that chose no language
// (docs/decisions/047): the compiled English catalog stands in for the root loader's.
import { compiledCatalog, translator } from '../core/i18n/compile';
import { setFallbackTranslator } from './lib/i18n';

setFallbackTranslator(translator('en'), compiledCatalog('en'));
