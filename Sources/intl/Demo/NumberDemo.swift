let numberDemoSection = DemoSection(title: "Numbers") { "" }
