// Everything mfe_reviews exposes (module-federation.config.cjs maps './Reviews' to this file).
export { ReviewsTab as Reviews } from './features/reviews/components/reviews-tab/reviews-tab';
