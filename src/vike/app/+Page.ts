export { App as default } from '../../app/App';
