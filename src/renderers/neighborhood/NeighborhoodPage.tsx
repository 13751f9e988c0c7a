export { default } from '../StubPage';
