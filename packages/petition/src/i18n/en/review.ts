/** The staff review page, the review status words and the Clients page's review columns (issue 12). */
export const review = {
  title: 'Review',
};
