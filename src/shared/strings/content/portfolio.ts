/** The portfolio page's content: the maker of Toolshop, her skills and projects. */
import { SHOP_NAME } from '../labels/common';

export const portfolio = {
  name: 'Nadia Karim',
  role: 'Front-end engineer and the maker of Toolshop',
  photoAlt: 'Portrait of Nadia Karim',
  about:
    "I build web and desktop apps that people use at work every day: fast to load, clear to read and usable with a keyboard. Before writing software I spent four years behind the counter of my family's hardware store in Chattogram, which is where Toolshop comes from.",
  email: 'nadia.karim@toolshop.example',
  location: 'Dhaka, Bangladesh',
  educationHeading: 'Education',
  education: 'B.Sc. in Computer Science and Engineering, University of Chittagong (2019)',
  skillsHeading: 'Skills',
  skills: [
    'TypeScript',
    'React',
    'Node.js',
    'Fastify',
    'PostgreSQL',
    'Electron',
    'Playwright',
    'Accessibility',
    'Figma',
  ],
  projectsHeading: 'Projects',
  projects: [
    {
      name: SHOP_NAME,
      description:
        'This shop: a React storefront, a Fastify API on PostgreSQL, card payments and an Electron app for staff.',
      link: '/',
      linkLabel: `Open ${SHOP_NAME}`,
    },
    {
      name: 'Ledgerly',
      description:
        'Bookkeeping for small workshops: invoices, stock counts and a monthly tax summary in one page.',
      link: 'https://ledgerly.example',
      linkLabel: 'Visit Ledgerly',
    },
    {
      name: 'Shiftboard',
      description:
        'A rota planner for shops with part-time staff, with offline support and printable weekly plans.',
      link: 'https://shiftboard.example',
      linkLabel: 'Visit Shiftboard',
    },
  ],
} as const;
