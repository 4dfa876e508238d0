// Async boundary: the shared modules are eager in the host, but keeping the app behind one dynamic
// import lets the federation runtime initialise its share scope first.
import('./bootstrap');
