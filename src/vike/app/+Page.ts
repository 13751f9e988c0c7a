export { App as default } from '../../app/app';
