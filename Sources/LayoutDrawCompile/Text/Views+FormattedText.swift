import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Text(value, format: .number)`, `Text(price, format: .currency(code: "USD"))`,
    /// `Text(date, format: .dateTime.year().month())` and `Text(date, style: .date)`: the value
    /// printed as Foundation's format styles print it, in the en_US locale and the UTC time zone
    /// (`NumberFormatting`, `DateFormatting`), then laid out as any `Text`.
    static func formattedText(_ input: ViewInput, _ record: ValueSyntax) -> Chain? {
        let d = input.session
        let context = input.context
        guard let fields = d.parameters(record, of: "Text", allowed: ["content", "format", "style", "formatter"], keyLocation: input.location) else { return nil }
        guard let content = fields["content"], case .expression(let valueSyntax) = content.value else {
            d.error("Text(_:format:) and Text(_:style:) take the value first: Text(price, format: .number)", at: input.location)
            return nil
        }
        let option = fields["format"] ?? fields["style"] ?? fields["formatter"]
        guard let option, case .expression(let optionSyntax) = option.value else {
            d.error("write Text(value, format: style) or Text(date, style: .date)", at: input.location)
            return nil
        }
        if [fields["format"], fields["style"], fields["formatter"]].compactMap({ $0 }).count > 1 {
            d.error("Text takes one of format:, style: and formatter:", at: input.location)
            return nil
        }
        guard var value = d.evaluate(valueSyntax, context), let style = d.evaluate(optionSyntax, context) else { return nil }
        let text: String
        do throws(ExpressionError) {
            let offset = optionSyntax.expression.offset
            // `Text(.now, style: .time)`: where a Date is expected, an implicit member is Date's.
            if case .symbol(let symbol) = value, symbol.type == nil, DateValue.implicitMembers.contains(symbol.name) {
                value = try Expression.resolvingImplicitMembers(value, as: "Date", scope: context.scope, at: valueSyntax.expression.offset)
            }
            if option.name == "style" {
                guard case .host(let host) = value, let date = host.object as? DateValue else {
                    throw ExpressionError("Text(_:style:) shows a Date, not a value of type \(value.typeName)", at: valueSyntax.expression.offset)
                }
                text = try DateFormatting.textStyle(date, style, at: offset)
            } else if option.name == "formatter" {
                text = try formatterText(value, style, at: offset)
            } else if case .host(let host) = value, let date = host.object as? DateValue {
                text = try DateFormatting.format(date, style: style, at: offset)
            } else if value.number != nil || { if case .host(let host) = value { host.object is DecimalValue } else { false } }() {
                text = try NumberFormatting.format(value, style: style, at: offset)
            } else {
                throw ExpressionError(
                    "Text(_:format:) formats a number or a Date, not a value of type \(value.typeName)", at: valueSyntax.expression.offset)
            }
        } catch {
            d.report(error, origin: valueSyntax.origin, context)
            return nil
        }
        return Chain([ViewNode(Text(text), source: input.location)], shape: .notShape("'Text' is not a shape"))
    }

    /// `Text(value, formatter: formatter)`: SwiftUI asks the formatter for `string(for: value)`
    /// and shows nothing when it gives nil (a date to a number formatter).
    static func formatterText(_ value: Value, _ formatter: Value, at offset: Int) throws(ExpressionError) -> String {
        guard case .host(let host) = formatter else {
            throw ExpressionError("Text(_:formatter:) takes a DateFormatter or a NumberFormatter, not a value of type \(formatter.typeName)", at: offset)
        }
        switch (host.object, value) {
        case (let dates as DateFormatterValue, .host(let object)):
            return (object.object as? DateValue).map(dates.string(from:)) ?? ""
        case (let numbers as NumberFormatterValue, _):
            guard let number = value.number else { return "" }
            return numbers.string(from: number, isInteger: { if case .int = value { true } else { false } }()) ?? ""
        case (is DateFormatterValue, _):
            return ""
        default:
            throw ExpressionError("Text(_:formatter:) takes a DateFormatter or a NumberFormatter, not a value of type \(formatter.typeName)", at: offset)
        }
    }
}
