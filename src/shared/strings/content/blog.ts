/** The blog page's content: the questions our developers get asked most, and their answers. */
export const blog = {
  intro: 'Answers to the front-end questions our own developers get asked most.',
  posts: [
    {
      question: 'How does React decide when to re-render a component?',
      answer:
        'A component renders again when its state changes, when its parent renders, or when a context it reads changes. React then compares the new output with the previous one and touches only the parts of the page that differ. Most extra renders are cheap; when one is not, keep state close to where it is used, pass stable props, and reach for memo, useMemo or useCallback only after the profiler shows a slow component.',
    },
    {
      question: 'What is the difference between server state and client state?',
      answer:
        'Client state belongs to the browser: an open menu, a form being typed, the signed-in user. Server state lives in a database and the page only holds a copy of it, which can be stale the moment it arrives. Treat them differently: keep client state in component state or a small store, and let a data-fetching library such as TanStack Query cache, refresh and invalidate server state, so every screen shows the same list of products and orders.',
    },
    {
      question: 'Why split a web app into chunks, and how does route-level splitting work?',
      answer:
        'Visitors should download only the code of the page they open. With route-level splitting each page is loaded through a dynamic import(), so the bundler emits it as a separate file that the browser fetches the first time that route is visited. The home page of this shop, for example, never downloads the dashboard, payment or admin code.',
    },
    {
      question: 'How do you make a form accessible?',
      answer:
        'Give every input a visible label tied to it, keep the natural tab order, and make every action work with the keyboard. Show errors as text next to the field they belong to and link them to the input, so screen readers announce them. Do not rely on colour alone, keep focus outlines visible, and disable a submit button only while the request is running, saying what happened when it finishes.',
    },
    {
      question: 'What are the Core Web Vitals and how can you improve them?',
      answer:
        'They are three measurements of how a page feels to real users: Largest Contentful Paint (how soon the main content shows), Interaction to Next Paint (how quickly the page reacts to input) and Cumulative Layout Shift (how much the layout jumps while loading). Ship less JavaScript, size images and reserve their space, avoid long tasks on the main thread, and measure on real devices, not only on a fast laptop.',
    },
  ],
} as const;
