export { appliesToProduct } from './applies';
export {
  floorPrice,
  promotionFigures,
  quotableFigures,
  type QuoteKind,
  type QuotedFigure,
} from './quote';
