/** What invoices and credit notes say besides their figures: the API's documents and the PDF alike. */
export const invoiceText = {
  /** The buyer of a counter sale who gave no name: a walk-in customer. */
  counterBuyer: 'Walk-in customer',
  delivery: 'Delivery',
};
