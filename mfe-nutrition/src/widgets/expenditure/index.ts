export { Expenditure } from './expenditure';
