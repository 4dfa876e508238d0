import { Link, Route, Routes } from 'react-router';
import { NotFound } from '@phjobs/ui/components/NotFound';
import '@phjobs/ui/styles/ui.css';
import './account.css';
import { Login } from './screens/Login';
import { Register } from './screens/Register';
import { RegisterChooser } from './screens/RegisterChooser';

/** The account remote: /enter*, /register*, and /myPage/* of individuals and visitors. Exposed as './App'. */
export default function App({ basename = '' }: { basename?: string }) {
  return (
    <Routes>
      <Route path={`${basename}/enter`} element={<Login />} />
      <Route path={`${basename}/register`} element={<RegisterChooser />} />
      <Route path={`${basename}/register/individual`} element={<Register key="individual" kind="individual" />} />
      <Route path={`${basename}/register/business`} element={<Register key="business" kind="business" />} />
      <Route path={`${basename}/register/master`} element={<Register key="master" kind="master" />} />
      <Route path="*" element={<NotFound home={<Link to="/">Go to the home page</Link>} />} />
    </Routes>
  );
}
