export { YourData } from './your-data';
