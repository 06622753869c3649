export { appliesToProduct } from './applies';
export { floorPrice, quotableFigures, type QuoteKind, type QuotedFigure } from './quote';
