/** The landing page's copy: what the shop says about itself, as opposed to its headings and buttons. */
export const landingCopy = {
  heroEyebrow: 'Hardware and tools for every workshop',
  heroTitle: 'Professional tools at affordable prices',
  heroText:
    'Drills, saws, wrenches and every part a workshop runs on, sold by the box at trade prices and shipped fast.',
  heroImageAlt: 'A workbench with a drill, a saw and a set of wrenches',
  toolsIntro: 'Trade-quality tools, sold by the box and shipped from our warehouse.',
  summaryIntro: 'Workshops and builders count on us every day.',
  summary: [
    { figure: '12K+', label: 'Customers served' },
    { figure: '120M+', label: 'Annual revenue' },
    { figure: '33K+', label: 'Reviews' },
    { figure: '500+', label: 'Tools' },
  ],
  reviewsIntro: 'What buyers say after the boxes arrive.',
  brands: ['Ironclad', 'Boltworks', 'Northgate Supply', 'Forge & Co', 'Stanwell', 'Rivet'],
  contactIntro: 'Questions about an order, a bulk quote or a tool? Call us or write to us.',
} as const;

/** How to reach the shop: the landing page's Need Help section and the packing slip show it. */
export const shopContact = {
  phones: ['+1 (555) 010-2030', '+1 (555) 010-4050'],
  email: 'info@toolshop.example',
  hours: 'Saturday to Thursday, 9 am to 6 pm',
} as const;
