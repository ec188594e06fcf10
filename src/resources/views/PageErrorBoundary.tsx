// A crashed page shows react-admin's error page (with its reset) instead of blanking the frame around
// it: the shell's layout and the driver's both wrap their page in it.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as RaError } from 'react-admin';

interface BoundaryState {
  error?: Error;
  errorInfo?: ErrorInfo;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
  }

  reset = () => this.setState({ error: undefined, errorInfo: undefined });

  render() {
    const { error, errorInfo } = this.state;
    if (error)
      return <RaError error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
    return this.props.children;
  }
}
