export { MyFoodsButton } from './ui/my-foods-button';
