// The widget's entry point (anywidget): one App per output.
export default {
  render({ model, el }) {
    App(model, el);
  },
};
